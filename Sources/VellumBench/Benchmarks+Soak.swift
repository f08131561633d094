import Foundation
import Vellum

extension Benchmarks {
  /// Memory under long use, read from the live heap after a warm-up (the first tenth) and at
  /// the end, so what grows between is what use retains:
  /// - 100,000 random interactions on one host of ``SoakScreen`` (typing, sliding, stepping,
  ///   picking, toggling, adding and deleting rows, pushing and popping, presenting and
  ///   dismissing), seeded so every run makes the same moves;
  /// - 2,000 hosts of a 1,000-row list mounted, rendered and let go, in a loop that never
  ///   yields the main actor;
  /// - reported, not targeted: 200 hosts of the soak's screen over one long-lived model that
  ///   never changes, whose first evaluations' observations stay registered in the model until
  ///   it changes (see `ObservationSentinel`).
  func soak(into results: inout Results) {
    let model = SoakModel()
    let host = ViewHost(SoakScreen(model: model))
    var random = LinearCongruential(seed: 61)
    let interactions = onlyRows ? 10_000 : 100_000
    var shown = SoakShown.form
    var interactionGrowth = 0
    let interactionTime = Measure.time {
      interactionGrowth = Self.growth(over: interactions) {
        shown = Self.interact(with: host, model: model, shown: shown, using: &random)
      }
    }
    let cycles = onlyRows ? 200 : 2_000
    let mountGrowth = Self.growth(over: cycles) {
      _ = ViewHost(BenchList(count: 1_000, registry: nil)).render(.html)
    }
    let modelHosts = 200
    let modelGrowth = Self.growth(over: modelHosts) {
      _ = ViewHost(SoakScreen(model: model)).render(.text(width: 40))
    }
    let perInteraction = interactionTime / Double(interactions)
    results.record("soak_interactions", Double(interactions))
    results.record("soak_interaction_growth_bytes", Double(interactionGrowth))
    results.record("soak_ns_per_interaction", perInteraction)
    results.record("soak_mount_cycles", Double(cycles))
    results.record("soak_mount_growth_bytes", Double(mountGrowth))
    results.record("soak_model_host_growth_bytes", Double(modelGrowth) / Double(modelHosts))
    results.lines.append("")
    results.lines.append(
      "soak: \(interactions) random interactions on one host, \(number(perInteraction / 1e3)) µs "
        + "each, heap \(Self.signed(interactionGrowth)) after warm-up; \(cycles) hosts of 1000 rows "
        + "mounted and let go, heap \(Self.signed(mountGrowth)) after warm-up; hosts over one "
        + "unchanging model: \(modelGrowth / modelHosts) B a host")
  }

  /// The growth of the live heap over `count` runs of `body`, from after the first tenth.
  private static func growth(over count: Int, _ body: () -> Void) -> Int {
    var warm = 0
    for run in 0..<count {
      if run == count / 10 { warm = Measure.heapBytesInUse() }
      body()
    }
    return Measure.heapBytesInUse() - warm
  }

  /// One random move a person could make on the soak's screen: on the form, any of its
  /// controls; on a pushed screen or the sheet, going back to the form. Returns what shows
  /// after the move.
  private static func interact(
    with host: ViewHost, model: SoakModel, shown: SoakShown, using random: inout LinearCongruential
  ) -> SoakShown {
    do {
      switch shown {
      case .pushed:
        try host.back()
        return .form
      case .sheet:
        try host.dismiss()
        return .form
      case .form: break
      }
      switch random.next() % 12 {
      case 0: try host.type(String(random.next() % 1_000), into: "Note")
      case 1: try host.slide("Volume", to: Double(random.next() % 100) / 100)
      case 2 where model.count < 20: try host.increment("Count \(model.count)")
      case 3 where model.count > 0: try host.decrement("Count \(model.count)")
      case 4: try host.select(["S", "M", "L"][Int(random.next() % 3)], in: "Size")
      case 5: try host.toggle("Loud")
      case 6 where model.items.count < 12: try host.tap("Add")
      case 7 where !model.items.isEmpty:
        try host.delete(row: Int(random.next() % UInt64(model.items.count)))
      case 8 where !model.items.isEmpty:
        try host.tap(model.items[Int(random.next() % UInt64(model.items.count))])
        return .pushed
      case 9:
        try host.tap("Sheet")
        return .sheet
      default: try host.tap("Refresh")
      }
      return .form
    } catch {
      FileHandle.standardError.write(Data("soak: \(error)\n".utf8))
      exit(1)
    }
  }

  /// A byte count with its sign, in KiB.
  private static func signed(_ bytes: Int) -> String {
    (bytes >= 0 ? "+" : "−") + "\(abs(bytes) / 1024) KiB"
  }
}

/// What the soak's host shows: the form, a screen pushed from it, or its sheet.
enum SoakShown {
  case form, pushed, sheet
}
