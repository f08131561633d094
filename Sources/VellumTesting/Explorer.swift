import Foundation
import Vellum

/// The walk behind `ViewHost.explore`: breadth first from the first screen, each interaction
/// done on a fresh host that first replays the shortest path to the state it starts from, so
/// every state's path is one a test can replay.
@MainActor
struct Explorer {
  /// How to make a fresh host of the view explored.
  let make: @MainActor () -> ViewHost
  let depth: Int
  let maximumStates: Int
  let deadline: ContinuousClock.Instant
  /// The texts typed into each text field.
  let inputs: [String]
  /// Test-only fault injection: what the check of each update's patches sees instead of them.
  var patchesSeen: ([Patch]) -> [Patch] = { $0 }

  /// One interaction found on a screen: the step a storyboard does, and the control it is on
  /// (its kind, label and how many controls of that kind and label come before it).
  struct Move {
    let step: StoryboardStep
    let kind: String?
    let label: String
    let occurrence: Int
  }

  func run() async -> Exploration {
    var exploration = Exploration()
    var known: [String: Int] = [:]
    var paths: [[Move]] = []
    let first = make()
    await first.settle(timeout: .seconds(1))
    note(first, path: [], in: &exploration, known: &known, paths: &paths)
    var queue = [0]
    while !queue.isEmpty {
      let id = queue.removeFirst()
      guard paths[id].count < depth else { continue }
      guard let host = await replay(paths[id]) else { continue }
      // The host the moves were read on takes the first of them; each other gets its own.
      var unused: ViewHost? = host
      for move in moves(on: host) {
        guard exploration.states.count < maximumStates, ContinuousClock.now < deadline else {
          exploration.isCutShort = true
          return exploration
        }
        let fresh: ViewHost
        if let reused = unused {
          fresh = reused
          unused = nil
        } else if let replayed = await replay(paths[id]) {
          fresh = replayed
        } else {
          continue
        }
        let path = paths[id] + [move]
        let steps = path.map(\.step)
        let diagnostics = Set(fresh.diagnostics)
        let before = fresh.root
        do {
          try perform(move, on: fresh)
        } catch {
          continue
        }
        check(fresh, from: before, state: id, path: steps, in: &exploration)
        let settled = fresh.root
        await fresh.settle(timeout: .seconds(1))
        check(fresh, from: settled, state: id, path: steps, in: &exploration)
        for problem in fresh.diagnostics where !diagnostics.contains(problem) {
          let kind: ExplorationFinding.Kind =
            problem.contains("settle() stopped waiting") ? .hang : .diagnostic
          add(kind, problem, state: id, path: steps, to: &exploration)
        }
        let reached = exploration.states.count
        let target = note(fresh, path: path, in: &exploration, known: &known, paths: &paths)
        exploration.edges.append(Exploration.Edge(from: id, step: move.step, to: target))
        if target == reached { queue.append(target) }
      }
    }
    return exploration
  }

  /// The state `host` shows: a known one, or a new one reached by `path` (audited, and queued
  /// by the caller).
  @discardableResult
  private func note(
    _ host: ViewHost, path: [Move], in exploration: inout Exploration,
    known: inout [String: Int], paths: inout [[Move]]
  ) -> Int {
    let tree = host.render(.tree)
    if let id = known[tree] { return id }
    let id = exploration.states.count
    known[tree] = id
    paths.append(path)
    let steps = path.map(\.step)
    exploration.states.append(Exploration.State(id: id, path: steps, tree: tree))
    for finding in host.accessibilityAudit() {
      add(.accessibility, finding.description, state: id, path: steps, to: &exploration)
    }
    return id
  }

  /// Reports an update whose patches do not turn `before` into the host's screen now.
  private func check(
    _ host: ViewHost, from before: Node, state: Int, path: [StoryboardStep],
    in exploration: inout Exploration
  ) {
    let after = host.root
    let patches = patchesSeen(host.lastUpdate.patches)
    let patched = try? Reconciler.apply(patches, to: before)
    guard patched != after else { return }
    add(
      .patchesDoNotApply,
      "the update's \(patches.count) patches do not turn the screen before it into the one after",
      state: state, path: path, to: &exploration)
  }

  /// Adds a finding unless one of its kind and message was found already (on a path no
  /// longer than this one: the walk is breadth first).
  private func add(
    _ kind: ExplorationFinding.Kind, _ message: String, state: Int, path: [StoryboardStep],
    to exploration: inout Exploration
  ) {
    guard !exploration.findings.contains(where: { $0.kind == kind && $0.message == message })
    else { return }
    exploration.findings.append(
      ExplorationFinding(kind: kind, message: message, state: state, path: path))
  }

  /// A fresh host with `path` done on it and its tasks settled after each step, or `nil` when
  /// a step no longer works (the view behaves differently from one run to the next).
  private func replay(_ path: [Move]) async -> ViewHost? {
    let host = make()
    await host.settle(timeout: .seconds(1))
    for move in path {
      guard (try? perform(move, on: host)) != nil else { return nil }
      await host.settle(timeout: .seconds(1))
    }
    return host
  }

  /// What a person can do on `host`'s screen now, in screen order.
  private func moves(on host: ViewHost) -> [Move] {
    var seen: [String: Int] = [:]
    var moves: [Move] = []
    for control in host.screenControls where control.isEnabled {
      let label = control.name ?? ""
      let identity = control.kind + "\u{1F}" + label
      let occurrence = seen[identity, default: 0]
      seen[identity] = occurrence + 1
      for step in steps(for: control, label: label, occurrence: occurrence) {
        moves.append(Move(step: step, kind: control.kind, label: label, occurrence: occurrence))
      }
    }
    moves.append(Move(step: .back, kind: nil, label: "", occurrence: 0))
    moves.append(Move(step: .dismiss, kind: nil, label: "", occurrence: 0))
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

  /// Does `move` on the control it names (its kind, label and occurrence), or on the screen.
  private func perform(_ move: Move, on host: ViewHost) throws {
    guard let kind = move.kind else {
      try move.step.performNow(on: host)
      return
    }
    let matching = host.screenControls.filter { $0.kind == kind && ($0.name ?? "") == move.label }
    guard matching.indices.contains(move.occurrence) else {
      throw ExplorerMiss()
    }
    // The control is pinned: a tap by its label alone reaches it, whichever of its kind and
    // label it is.
    var step = move.step
    if case .tapAt(let label, _) = step { step = .tap(label) }
    try host.perform(on: matching[move.occurrence]) { try step.performNow(on: host) }
  }

  /// A control of a path is no longer on screen.
  private struct ExplorerMiss: Error {}
}
