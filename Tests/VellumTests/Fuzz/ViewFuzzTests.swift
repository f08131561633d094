import Foundation
import Testing
import Vellum

/// Random screens of views and modifiers, with extreme and non-finite numbers and hostile
/// strings, rendered in every format at random widths and driven by random interactions. Each
/// case must not trap, its patches must turn the tree before every interaction into the tree
/// after it, and the tree must keep its invariants.
///
/// The base seed is fixed so a failure reproduces; case *i* uses seed + *i*. `VELLUM_SEED` picks
/// another base, `VELLUM_FUZZ_COUNT` the number of cases (a small count runs in CI; run 100,000
/// locally, in release: `VELLUM_FUZZ_COUNT=100000 swift test -c release --filter ViewFuzz`), and
/// `VELLUM_FUZZ_VERBOSE=1` prints each case's seed before it runs, to find the one that traps.
@MainActor
@Suite struct ViewFuzzTests {
  private static let widths = [-5, 0, 1, 2, 3, 7, 12, 40, 80, 300]

  @Test func randomScreensNeverTrapAndTheirPatchesApply() throws {
    let environment = ProcessInfo.processInfo.environment
    let base = environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 15_000
    let count = environment["VELLUM_FUZZ_COUNT"].flatMap(Int.init) ?? 300
    let verbose = environment["VELLUM_FUZZ_VERBOSE"] == "1"
    var interactions = 0
    for index in 0..<count {
      let seed = base &+ UInt64(index)
      if verbose { print("view fuzz case seed \(seed)") }
      guard let failure = try run(seed: seed, interactions: &interactions) else { continue }
      Issue.record(
        "view fuzz case seed \(seed) (VELLUM_SEED=\(seed) VELLUM_FUZZ_COUNT=1): \(failure)")
      return
    }
    #expect(interactions > count)
  }

  /// Runs one case; the failure's description, or `nil`.
  private func run(seed: UInt64, interactions: inout Int) throws -> String? {
    var random = SeededGenerator(seed: seed)
    let spec = FuzzSpec.random(depth: 4, using: &random)
    var controls: [(kind: Int, label: String)] = []
    spec.controls(into: &controls)
    let model = FuzzModel()
    let host = ViewHost(FuzzView(spec: spec, model: model))
    render(host, &random)
    for step in 0..<6 {
      let before = host.root
      let seen = host.lastUpdate.number
      guard let action = interact(host, model, controls, &random) else { continue }
      interactions += 1
      let after = host.root
      guard host.lastUpdate.number != seen else {
        // No update ran: nothing on screen read what changed, so the screen must be the same.
        guard before == after else { return "step \(step) (\(action)): changed without an update" }
        continue
      }
      let patched: Node
      do {
        patched = try Reconciler.apply(host.lastUpdate.patches, to: before)
      } catch {
        return "step \(step) (\(action)): \(error)"
      }
      guard patched == after else { return "step \(step) (\(action)): patched tree differs" }
      let violations = after.invariantViolations
      guard violations.isEmpty else { return "step \(step) (\(action)): \(violations)" }
      render(host, &random)
    }
    return nil
  }

  /// Renders in every format; only a trap could fail here.
  private func render(_ host: ViewHost, _ random: inout SeededGenerator) {
    _ = host.render(.text(width: Self.widths.randomElement(using: &random)!))
    _ = host.render(.html)
    _ = host.render(.tree)
    _ = host.render(.patches)
    if Bool.random(using: &random) {
      _ = host.render(.htmlPage(title: FuzzSpec.hostileStrings.randomElement(using: &random)!))
    }
  }

  /// One random interaction that the screen accepts, described; `nil` when it was refused.
  private func interact(
    _ host: ViewHost, _ model: FuzzModel, _ controls: [(kind: Int, label: String)],
    _ random: inout SeededGenerator
  ) -> String? {
    let choice = Int.random(in: 0..<(controls.count + 3), using: &random)
    do {
      switch choice {
      case controls.count:
        try host.dismiss()
        return "dismiss"
      case controls.count + 1:
        model.flags[Int.random(in: 0..<4, using: &random)].toggle()
        model.items.shuffle(using: &random)
        return "model write"
      case controls.count + 2:
        try host.back()
        return "back"
      default:
        let (kind, label) = controls[choice]
        switch kind {
        case 0: try host.tap(label)
        case 1: try host.toggle(label)
        case 2: try host.type(FuzzSpec.hostileStrings.randomElement(using: &random)!, into: label)
        case 3: try host.slide(label, to: FuzzSpec.extremeNumbers.randomElement(using: &random)!)
        default:
          if Bool.random(using: &random) {
            try host.increment(label)
          } else {
            try host.decrement(label)
          }
        }
        return "\(kind) \(label.debugDescription)"
      }
    } catch {
      return nil
    }
  }
}
