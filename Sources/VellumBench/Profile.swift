import Vellum
import VellumLayout

/// One of the benchmark's operations run on its own, over and over, for a sampling profiler:
///
///     perf record -g -e cpu-clock .build/release/vellum-bench --profile insert --repeat 50
///
/// Nothing else runs in the process, so every sample belongs to the operation named.
@MainActor
enum Profile: String, CaseIterable {
  /// Mounting the benchmark's list and freeing it.
  case mount
  /// Rendering a mounted list to HTML.
  case html
  /// Rendering a mounted list to text at width 80.
  case text
  /// Laying a mounted list out in points and painting it as an SVG image.
  case svg
  /// Laying a mounted list out in points, painting nothing.
  case layout
  /// Inserting one keyed row in the middle of a mounted list, and removing it again.
  case insert
  /// Flipping one row's state in a mounted list.
  case update
  /// The byte floor: the same page written by hand, for the instructions a row the targets
  /// compare against.
  case baseline
  /// The mount target's figure: mounting the list, rendering it to HTML and freeing it.
  case page
  /// Mounting and freeing a list of rows with seven modifier calls each (``ModifiedRow``).
  case modified
  /// The layout target's figure: mounting the list, laying it out in points, writing the
  /// page placed at its frames and freeing it.
  case placed

  /// Runs the operation `repeats` times at `rows` rows.
  func run(rows: Int, repeats: Int) {
    switch self {
    case .mount:
      for _ in 0..<repeats { _ = ViewHost(BenchList(count: rows, registry: nil)) }
    case .html, .text, .svg:
      let host = ViewHost(BenchList(count: rows, registry: nil))
      let format: RenderFormat =
        switch self {
        case .html: .html
        case .text: .text(width: 80)
        default: .svg
        }
      for _ in 0..<repeats { _ = host.render(format) }
    case .layout:
      let host = ViewHost(BenchList(count: rows, registry: nil))
      let root = host.root
      for _ in 0..<repeats { _ = PointLayout(screen: Screen(of: root)).layout(root) }
    case .insert:
      let items = KeyedItems(count: rows)
      let host = ViewHost(KeyedList(items: items))
      let original = items.ids
      var inserted = original
      inserted.insert(-1, at: rows / 2)
      for _ in 0..<repeats {
        items.ids = inserted
        _ = host.lastUpdate
        items.ids = original
        _ = host.lastUpdate
      }
    case .modified:
      for _ in 0..<repeats { _ = ViewHost(ModifiedList(count: rows)) }
    case .page:
      for _ in 0..<repeats { _ = ViewHost(BenchList(count: rows, registry: nil)).render(.html) }
    case .placed:
      for _ in 0..<repeats {
        _ = ViewHost(BenchList(count: rows, registry: nil)).render(Benchmarks.placedPage)
      }
    case .baseline:
      for _ in 0..<repeats { _ = Baseline.render(rows: rows) }
    case .update:
      let registry = RowRegistry()
      let host = ViewHost(BenchList(count: rows, registry: registry))
      guard let toggle = registry.toggles[rows / 2] else { return }
      for _ in 0..<repeats {
        toggle.wrappedValue.toggle()
        _ = host.lastUpdate
      }
    }
  }
}
