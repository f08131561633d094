import Vellum

/// Explores in this process: each visit mounts a fresh host with `make`, replays a path on
/// it, and checks the move at its end. The preview runner explores with one too, for
/// `vellum explore`, which runs it in a process of its own.
///
/// ```swift
/// let driver = HostExplorer(make: { ViewHost(ContentView()) }, inputs: ["Hello"])
/// let first = await driver.visit([], then: nil)
/// ```
@MainActor
package final class HostExplorer: ExplorationDriver {
  /// How to make a fresh host of the view explored.
  private let make: @MainActor () -> ViewHost
  /// The texts typed into each text field.
  private let inputs: [String]
  /// Test-only fault injection: what the check of each update's patches sees instead of them.
  package var patchesSeen: ([Patch]) -> [Patch] = { $0 }
  /// The host of the last visit that reached a screen.
  private var last: ViewHost?

  /// An explorer of the hosts `make` makes, typing each of `inputs` into each text field.
  package init(make: @escaping @MainActor () -> ViewHost, inputs: [String]) {
    self.make = make
    self.inputs = inputs
  }

  package func visit(_ path: [ExplorationMove], then move: ExplorationMove?) async
    -> ExplorationVisit
  {
    last = nil
    let host = make()
    await host.settle(timeout: .seconds(1))
    for step in path {
      guard (try? step.perform(on: host)) != nil else { return .lost }
      await host.settle(timeout: .seconds(1))
    }
    var problems: [ExplorationSight.Problem] = []
    if let move {
      let diagnostics = Set(host.diagnostics)
      let before = host.root
      guard (try? move.perform(on: host)) != nil else { return .lost }
      check(host, from: before, into: &problems)
      let settled = host.root
      await host.settle(timeout: .seconds(1))
      check(host, from: settled, into: &problems)
      for problem in host.diagnostics where !diagnostics.contains(problem) {
        let kind: ExplorationFinding.Kind =
          problem.contains("settle() stopped waiting") ? .hang : .diagnostic
        problems.append(.init(kind: kind, message: problem))
      }
    }
    last = host
    return .reached(
      ExplorationSight(
        key: ScreenIdentity.key(of: host.root), tree: host.render(.tree), moves: moves(on: host),
        problems: problems))
  }

  package func inspect() async -> ExplorationInspection? {
    guard let host = last else { return nil }
    let root = host.root
    let controls = host.screenControls
    let places = ControlPlaces(of: controls, in: root)
    var marks: [Int: String] = [:]
    for (index, key) in places.keys.enumerated() {
      if let key, marks[key] == nil { marks[key] = "c\(index)" }
    }
    // Each element at the frame the point layout gives its view on the screen's device, as
    // the gallery and live pages place them.
    let marked = ControlPlaces.marking(root, with: marks)
    let device = Screen(of: root).size
    let screen = ExploredScreen(
      html: HTMLRenderer(placing: marked).fragment(marked),
      text: TextRenderer(width: TextRenderer.screenColumns(of: root)).render(root),
      width: device.width, height: device.height)
    return ExplorationInspection(
      // Without the frame: the same problem of the same view, moved, is one finding.
      audit: host.accessibilityAudit().map { $0.message + " at " + $0.path },
      cutTexts: CutTexts.find(in: root),
      screen: screen)
  }

  /// Adds a problem when the update's patches do not turn `before` into the host's screen.
  private func check(
    _ host: ViewHost, from before: Node, into problems: inout [ExplorationSight.Problem]
  ) {
    let patches = patchesSeen(host.lastUpdate.patches)
    guard (try? Reconciler.apply(patches, to: before)) != host.root else { return }
    problems.append(
      .init(
        kind: .patchesDoNotApply,
        message: "the update's \(patches.count) patches do not turn the screen before it "
          + "into the one after"))
  }

  /// What a person can do on `host`'s screen now, in screen order.
  private func moves(on host: ViewHost) -> [ExplorationMove] {
    var seen: [String: Int] = [:]
    var moves: [ExplorationMove] = []
    for (index, control) in host.screenControls.enumerated() where control.isEnabled {
      let label = control.name ?? ""
      let identity = control.kind + "\u{1F}" + label
      let occurrence = seen[identity, default: 0]
      seen[identity] = occurrence + 1
      for step in steps(for: control, label: label, occurrence: occurrence) {
        moves.append(
          ExplorationMove(
            step: step, kind: control.kind, label: label, occurrence: occurrence,
            control: index))
      }
    }
    for step in [StoryboardStep.back, .dismiss] {
      moves.append(ExplorationMove(step: step, kind: nil, label: "", occurrence: 0, control: nil))
    }
    return moves
  }

  /// The steps worth trying on `control`.
  private func steps(for control: ScreenControl, label: String, occurrence: Int)
    -> [StoryboardStep]
  {
    switch control.kind {
    case "button", "link", "tappable":
      return [occurrence == 0 ? .tap(label) : .tapAt(label, index: occurrence)]
    case "toggle": return [.toggle(label)]
    case "text field": return inputs.map { .type($0, into: label) } + [.submit(label)]
    case "stepper": return [.increment(label), .decrement(label)]
    case "slider":
      let bounds = [control.node[.minimum], control.node[.maximum]].compactMap { value in
        if case .double(let number)? = value { return number }
        return nil
      }
      return bounds.map { .slide(label, to: $0) }
    case "long-pressable": return [.longPress(label)]
    case "row swipeable from the leading edge": return [.swipe(label, edge: .leading)]
    case "row swipeable from the trailing edge": return [.swipe(label, edge: .trailing)]
    case "picker":
      let options = control.node.children.compactMap(\.searchableNames.first)
      return options.filter { $0 != label }.map { .select($0, in: label) }
    default: return []
    }
  }
}
