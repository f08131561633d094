import Vellum
import VellumLanguage

/// The benchmark's measurements at one row count, and the tables printed from them.
@MainActor
struct Benchmarks {
  let repeats: Int
  let onlyRows: Bool

  struct Results {
    var figures: [(key: String, value: Double)] = []
    var lines: [String] = []
    var memoryLine = ""

    mutating func record(_ key: String, _ value: Double) { figures.append((key, value)) }

    /// The figure recorded under `key`, or NaN.
    func figure(_ key: String) -> Double { figures.last { $0.key == key }?.value ?? .nan }

    var json: String {
      "{" + figures.map { "\"\($0.key)\": \(format($0.value))" }.joined(separator: ", ") + "}"
    }

    var table: String { lines.joined(separator: "\n") }

    private func format(_ value: Double) -> String {
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
  }

  /// The screen's HTML with every element at the point layout's frame: the layout target's
  /// render (the page `.htmlPage` writes, without its embedded stylesheet and fonts).
  static let placedPage = RenderFormat {
    HTMLRenderer(placing: $0.root).fragment($0.root, survey: $0.survey)
  }

  func run(rows: Int) -> Results {
    var results = Results()
    results.record("rows", Double(rows))
    memory(rows: rows, into: &results)
    // The full renders the ratios compare are taken three times as often as the rest: a burst
    // of the machine's noise lasting a few of them, which a median of five could take for the
    // renders' own time, is outvoted by the samples on either side of it.
    let renderSamples = 3 * repeats
    results.lines.append(
      "vellum-bench — median of \(repeats) runs after a warm-up (\(renderSamples) for the full "
        + "renders below); ratios: median of the ratios of runs taken in turn")
    results.lines.append("")
    results.lines.append(
      pad("rows", 8) + pad("html ns/row", 14) + pad("text ns/row", 14)
        + pad("placed ns/row", 15) + pad("baseline ns/row", 17) + pad("html/base", 11)
        + pad("text/html", 11) + "placed/base")
    for count in onlyRows ? [rows] : Set([1_000, 10_000, 100_000, rows]).sorted() {
      let times = Measure.interleavedTimes(
        repeats: renderSamples,
        [
          { _ = ViewHost(BenchList(count: count, registry: nil)).render(.html) },
          { _ = ViewHost(BenchList(count: count, registry: nil)).render(.text(width: 80)) },
          { _ = Baseline.render(rows: count) },
          // Mount, the point layout of the whole list and the page placed at its frames.
          { _ = ViewHost(BenchList(count: count, registry: nil)).render(Self.placedPage) },
        ])
      let (html, text, baseline, placed) = (
        Measure.median(times[0]), Measure.median(times[1]), Measure.median(times[2]),
        Measure.median(times[3])
      )
      // The ratios compare the runs taken moments apart, not the medians (see
      // `Measure.pairedRatio(_:_:)`).
      let htmlOverBaseline = Measure.pairedRatio(times[0], times[2])
      let textOverHTML = Measure.pairedRatio(times[1], times[0])
      let placedOverBaseline = Measure.pairedRatio(times[3], times[2])
      let perRow = Double(count)
      results.lines.append(
        pad("\(count)", 8) + pad(number(html / perRow), 14) + pad(number(text / perRow), 14)
          + pad(number(placed / perRow), 15) + pad(number(baseline / perRow), 17)
          + pad(ratio(htmlOverBaseline), 11) + pad(ratio(textOverHTML), 11)
          + ratio(placedOverBaseline))
      results.record("html_ns_per_row_\(count)", html / perRow)
      results.record("text_ns_per_row_\(count)", text / perRow)
      results.record("baseline_ns_per_row_\(count)", baseline / perRow)
      results.record("html_over_baseline_\(count)", htmlOverBaseline)
      if count == rows {
        results.record("html_over_baseline", htmlOverBaseline)
        results.record("text_over_html", textOverHTML)
        results.record("placed_over_baseline", placedOverBaseline)
        results.record("html_ns_per_row", html / perRow)
        results.record("text_ns_per_row", text / perRow)
        results.record("baseline_ns_per_row", baseline / perRow)
        results.record("full_html_ns", html)
        results.record("full_text_ns", text)
      }
    }
    if !onlyRows {
      linearity(smallest: min(1_000, rows), largest: max(100_000, rows), into: &results)
    }
    phases(rows: rows, into: &results)
    // The full render one-row changes are compared with, timed in turn with them.
    let fullRender = { _ = ViewHost(BenchList(count: rows, registry: nil)).render(.html) }
    update(rows: rows, against: fullRender, into: &results)
    keyedDiffs(rows: rows, against: fullRender, into: &results)
    nesting(into: &results)
    soak(into: &results)
    parsing(into: &results)
    interpretedApp(into: &results)
    let peak = Measure.peakResidentBytes()
    results.record("peak_rss_bytes", Double(peak))
    results.lines.append(contentsOf: [
      "", results.memoryLine + ", peak RSS \(peak / 1_048_576) MiB",
    ])
    return results
  }

  /// One row's state flipped in a mounted list, and its time as a fraction of `fullRender`'s
  /// (see ``oneRowFraction(of:against:)``).
  private func update(
    rows: Int, against fullRender: () -> Void, into results: inout Results
  ) {
    let registry = RowRegistry()
    let host = ViewHost(BenchList(count: rows, registry: registry))
    let row = rows / 2
    guard let toggle = registry.toggles[row] else { return }
    let (time, fraction) = oneRowFraction(
      of: {
        toggle.wrappedValue.toggle()
        _ = host.lastUpdate
      }, against: fullRender)
    let summary = host.lastUpdate
    results.record("update_ns", time)
    results.record("update_fraction", fraction)
    results.record("update_views", Double(summary.evaluatedViews.count))
    results.record("update_patches", Double(summary.patches.count))
    results.lines.append("")
    results.lines.append(
      "one-row update (\(rows) rows): \(number(time)) ns, "
        + "\(summary.evaluatedViews.count) views evaluated, \(summary.patches.count) patches")
  }

  /// Reading a generated 10,000-line `.vellum` file: parsing alone, then parsing and checking.
  private func parsing(into results: inout Results) {
    let source = GeneratedSource.text(lines: 10_000)
    let lines = Double(source.utf8.count { $0 == UInt8(ascii: "\n") })
    guard let program = try? Program(source: source) else {
      preconditionFailure("the generated source does not parse")
    }
    let problems = Checker.check(program)
    precondition(problems.isEmpty, "the generated source has problems: \(problems.prefix(3))")
    let parse = Measure.median(repeats: repeats) { _ = Parser.parse(source) }
    let check = Measure.median(repeats: repeats) {
      if let program = try? Program(source: source) { _ = Checker.check(program) }
    }
    results.record("parse_lines_per_second", lines / (parse / 1e9))
    results.record("parse_and_check_lines_per_second", lines / (check / 1e9))
    results.lines.append("")
    results.lines.append(
      "language, \(Int(lines)) generated lines: parse \(number(lines / (parse / 1e9))) lines/s, "
        + "parse and check \(number(lines / (check / 1e9))) lines/s")
  }

  /// A one-row change's median time, and its time as a fraction of `fullRender`'s: eight
  /// changes, then a full render, in each of `repeats` rounds (see
  /// `Measure.fractionInTurn(rounds:partsPerRound:part:whole:)`). A change takes a fraction
  /// of a millisecond, where a scheduling hiccup of the machine is as long, so it is timed
  /// eight times as often as the full render, for a median as steady as the render's.
  private func oneRowFraction(
    of change: () -> Void, against fullRender: () -> Void
  ) -> (part: Double, fraction: Double) {
    Measure.fractionInTurn(rounds: repeats, partsPerRound: 8, part: change, whole: fullRender)
  }

  /// Reordering a mounted keyed list; a one-row edit's time is also taken as a fraction of
  /// `fullRender`'s.
  private func keyedDiffs(
    rows: Int, against fullRender: () -> Void, into results: inout Results
  ) {
    results.lines.append("")
    results.lines.append("keyed diff of \(rows) rows:")
    let edits: [(String, ([Int]) -> [Int])] = [
      ("reverse", { $0.reversed() }),
      (
        "shuffle",
        { ids in
          var generator = LinearCongruential(seed: 42)
          return ids.shuffled(using: &generator)
        }
      ),
      (
        "insert_one",
        { ids in
          var copy = ids
          copy.insert(-1, at: ids.count / 2)
          return copy
        }
      ),
      (
        "remove_one",
        { ids in
          var copy = ids
          copy.remove(at: ids.count / 2)
          return copy
        }
      ),
    ]
    for (name, edit) in edits {
      let items = KeyedItems(count: rows)
      let host = ViewHost(KeyedList(items: items))
      let original = items.ids
      var patches: [Patch] = []
      var flip = false
      let change = {
        flip.toggle()
        items.ids = flip ? edit(original) : original
        let update = host.lastUpdate.patches
        if flip { patches = update }
      }
      let time: Double
      if name.hasSuffix("_one") {
        let measured = oneRowFraction(of: change, against: fullRender)
        time = measured.part
        results.record("\(name)_fraction", measured.fraction)
      } else {
        time = Measure.median(repeats: repeats, change)
      }
      let moves = patches.filter { $0.operation == "move" }.count
      let counts = Dictionary(grouping: patches, by: \.operation).mapValues(\.count)
      results.record("\(name)_ns", time)
      results.record("\(name)_patches", Double(patches.count))
      if name == "reverse" { results.record("reverse_moves", Double(moves)) }
      results.lines.append(
        "  " + pad(name, 12) + pad(number(time) + " ns", 18)
          + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
            separator: ", "))
    }
  }

  /// Bytes retained per mounted row while 100,000 rows are mounted: the growth of the live heap
  /// (what the graph keeps), and the growth of the resident set, which also counts what the
  /// mount allocated and freed on the way.
  private func memory(rows: Int, into results: inout Results) {
    let count = onlyRows ? rows : 100_000
    let residentBefore = Measure.residentBytes()
    let heapBefore = Measure.heapBytesInUse()
    let host = ViewHost(BenchList(count: count, registry: nil))
    let heapAfter = Measure.heapBytesInUse()
    let residentAfter = Measure.residentBytes()
    withExtendedLifetime(host) {}
    let perRow = Double(heapAfter - heapBefore) / Double(count)
    let residentPerRow = Double(residentAfter - residentBefore) / Double(count)
    results.record("bytes_per_row", perRow)
    results.record("resident_bytes_per_row", residentPerRow)
    results.memoryLine =
      "memory: \(number(perRow)) bytes retained per mounted row (live heap; resident set "
      + "\(number(residentPerRow)) a row) at \(count) rows, measured first"
  }

  func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }

  func number(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
  }

  private func ratio(_ value: Double) -> String { String(format: "%.1f×", value) }
}

/// A small seeded generator, so the shuffle is the same on every run.
struct LinearCongruential: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
