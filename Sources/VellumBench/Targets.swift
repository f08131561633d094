/// The graph's performance targets (the graph-redesign issue), checked by ratios within one run
/// so a noisy machine cannot fail them: each is a figure compared with a limit made from other
/// figures of the same run. Every ratio of times is a median of the ratios of runs taken in
/// turn (see `Measure.pairedRatio(_:_:)`): mount + HTML over the byte floor, text over HTML,
/// the large lists over the small, and a one-row change over a full render.
/// `--check` exits 1 when any is missed; `--tolerance F` multiplies
/// every limit by F (CI uses 2, so only a real regression fails); `--except KEYS` reports the
/// targets named (by key, comma-separated) without failing on them, for the ones the graph does
/// not meet yet.
///
///     vellum-bench --check --tolerance 2
///     vellum-bench --check --except mount,text   # those two reported, not enforced
struct Targets {
  /// One target: its key, what it measures, the figure and the limit (a larger figure is worse).
  struct Target {
    /// A short name for `--except`.
    let key: String
    let name: String
    let figure: Double
    let limit: Double
    var isMet: Bool { figure <= limit }
  }

  /// The keys every target has, in the order they are reported.
  static let keys = [
    "mount", "text", "layout", "linear", "linear-text", "linear-svg", "memory", "insert", "remove",
    "update",
    "update-views", "update-patches", "reverse", "soak", "soak-mount", "language-first",
    "language-edit",
  ]

  let targets: [Target]
  /// The keys of targets reported but not enforced.
  let excepted: Set<String>

  init(_ results: Benchmarks.Results, rows: Int, tolerance: Double, except: Set<String> = []) {
    excepted = except
    let smallest = min(1_000, rows)
    let largest = max(100_000, rows)
    func target(_ key: String, _ name: String, _ figure: Double, _ limit: Double) -> Target {
      Target(key: key, name: name, figure: figure, limit: limit * tolerance)
    }
    // A render's time at the most rows over as many rows' time at the fewest, the two taken
    // in turn (see `Benchmarks.linearity(smallest:largest:into:)`).
    func linear(_ key: String, _ render: String, _ figure: String) -> Target {
      target(
        key, "\(render) per row at \(largest) / at \(smallest) rows (linear)",
        results.figure("\(figure)_linearity"), 1.5)
    }
    targets = [
      target(
        "mount", "mount + HTML per row / byte baseline per row",
        results.figure("html_over_baseline"), 10),
      target("text", "text per row / HTML per row", results.figure("text_over_html"), 2),
      // The preview page's cost: mount, the point layout and HTML placed at its frames.
      target(
        "layout", "mount + point layout + placed HTML per row / byte baseline per row",
        results.figure("placed_over_baseline"), 12),
      linear("linear", "HTML", "html"),
      linear("linear-text", "text", "text"),
      linear("linear-svg", "point layout + SVG", "svg"),
      target("memory", "bytes retained per mounted row", results.figure("bytes_per_row"), 1_024),
      // One-row changes are timed in turn with full renders (see
      // `Measure.fractionInTurn(rounds:partsPerRound:part:whole:)`).
      target(
        "insert", "insert one row / full HTML render", results.figure("insert_one_fraction"),
        0.01),
      target(
        "remove", "remove one row / full HTML render", results.figure("remove_one_fraction"),
        0.01),
      target(
        "update", "one-row update / full HTML render", results.figure("update_fraction"), 0.005),
      // Counts are exact: tolerance does not loosen them.
      Target(
        key: "update-views", name: "views evaluated by a one-row update",
        figure: results.figure("update_views"), limit: 1),
      Target(
        key: "update-patches", name: "patches of a one-row update",
        figure: results.figure("update_patches"), limit: 1),
      Target(
        key: "reverse", name: "moves to reverse n rows, beyond n − 1",
        figure: results.figure("reverse_moves") - Double(rows - 1), limit: 0),
      // Memory after warm-up stays flat: the limit is the issue's, not loosened by tolerance.
      Target(
        key: "soak", name: "heap growth over 100,000 random interactions (bytes)",
        figure: results.figure("soak_interaction_growth_bytes"), limit: 1_048_576),
      Target(
        key: "soak-mount", name: "heap growth over 2,000 hosts of 1,000 rows (bytes)",
        figure: results.figure("soak_mount_growth_bytes"), limit: 1_048_576),
      // Issue 59's preview of a view file: times in milliseconds, its limits those of the
      // machine the issue names (2 cores), as no figure of the run stands for them.
      target(
        "language-first", "interpreted Recipes app: parse + check + first render (ms)",
        results.figure("language_first_render_ms"), 50),
      target(
        "language-edit", "interpreted Recipes app: again after an edit (ms)",
        results.figure("language_edit_render_ms"), 100),
    ]
  }

  /// Whether every target not excepted is met.
  var allMet: Bool { targets.allSatisfy { $0.isMet || excepted.contains($0.key) } }

  /// A line per target: met or missed (or missed but excepted), its key, the figure and its
  /// limit.
  var report: String {
    targets.map { target in
      let verdict =
        target.isMet ? "met     " : excepted.contains(target.key) ? "open    " : "MISSED  "
      return verdict + target.name + " [" + target.key + "]: " + format(target.figure)
        + " (limit " + format(target.limit) + ")"
    }.joined(separator: "\n")
  }

  private func format(_ value: Double) -> String {
    abs(value) >= 100 || value == value.rounded()
      ? String(Int(value.rounded()))
      : String(
        format: "%.3f", value)
  }
}
