import Foundation
import Vellum

extension Benchmarks {
  /// Whether a row costs the same in a large list as in a small one: the full HTML and text
  /// renders of `largest` rows, each timed in turn with as many renders of `smallest` rows
  /// (the same number of rows), and the median of the ratios of the runs taken in turn (see
  /// `Measure.pairedRatio(_:_:)`). The sizes' own rows of the table are measured seconds
  /// apart, through which this machine can change speed by half; these are measured moments
  /// apart, so the ratio is the lists' sizes and not the machine's mood.
  ///
  /// `html_linearity`, `text_linearity` and `svg_linearity` (the point layout and its image):
  /// 1 is linear, above 1 a row costs more in the large list.
  func linearity(smallest: Int, largest: Int, into results: inout Results) {
    let batch = max(1, largest / smallest)
    func renders(_ count: Int, times: Int, _ format: RenderFormat) -> () -> Void {
      {
        for _ in 0..<times {
          _ = ViewHost(BenchList(count: count, registry: nil)).render(format)
        }
      }
    }
    let text = RenderFormat.text(width: 80)
    let times = Measure.interleavedTimes(
      repeats: repeats,
      [
        renders(smallest, times: batch, .html), renders(largest, times: 1, .html),
        renders(smallest, times: batch, text), renders(largest, times: 1, text),
        renders(smallest, times: batch, .svg), renders(largest, times: 1, .svg),
      ])
    let html = Measure.pairedRatio(times[1], times[0])
    let textRatio = Measure.pairedRatio(times[3], times[2])
    let svg = Measure.pairedRatio(times[5], times[4])
    results.record("html_linearity", html)
    results.record("text_linearity", textRatio)
    results.record("svg_linearity", svg)
    results.lines.append("")
    results.lines.append(
      "linearity (\(largest) rows once over \(smallest) rows \(batch) times, in turn): "
        + "html " + String(format: "%.2f", html) + ", text " + String(format: "%.2f", textRatio)
        + ", svg " + String(format: "%.2f", svg))
  }
}
