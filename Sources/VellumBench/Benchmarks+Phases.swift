import Vellum

extension Benchmarks {
  /// Where a full render's time goes at `rows` rows: mounting the graph, rendering the mounted
  /// screen to HTML and to text, and freeing the host, each per row. The phases are timed on
  /// their own, so they add up to about the full figures above.
  func phases(rows: Int, into results: inout Results) {
    let perRow = Double(rows)
    var host: ViewHost?
    // The previous host is freed before each mount, so the mount does not pay for it.
    let mount = Measure.median(repeats: repeats, prepare: { host = nil }) {
      host = ViewHost(BenchList(count: rows, registry: nil))
    }
    let html = Measure.median(repeats: repeats) { _ = host?.render(.html) }
    let text = Measure.median(repeats: repeats) { _ = host?.render(.text(width: 80)) }
    let teardown = Measure.median(
      repeats: repeats,
      prepare: {
        host = ViewHost(BenchList(count: rows, registry: nil))
      }
    ) { host = nil }
    let phases = [
      ("mount", mount), ("render_html", html), ("render_text", text), ("teardown", teardown),
    ]
    for (name, time) in phases { results.record("\(name)_ns_per_row", time / perRow) }
    results.lines.append("")
    results.lines.append(
      "phases at \(rows) rows (ns/row): "
        + phases.map { "\($0.0.replacingOccurrences(of: "_", with: " ")) \(number($0.1 / perRow))" }
        .joined(separator: ", "))
  }
}
