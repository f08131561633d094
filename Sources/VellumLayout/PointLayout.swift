import Foundation
import VellumNodes
import VellumValues

/// Lays a node tree out in points on a device's screen, as SwiftUI lays views out: each parent
/// proposes a size, each child chooses its own, and the parent places it. Every rendering
/// paints these frames, and `GeometryReader`s read them.
///
/// The screen's content is proposed the safe area and centred in it, as a window's root view
/// is. Text is measured with ``FontMetrics``; the system's bars and controls take
/// ``PlatformMetrics``' sizes.
///
/// ```swift
/// let placed = PointLayout(screen: .iPhone15).layout(host.root)
/// placed.first { $0.role == .text }?.frame
/// ```
package final class PointLayout {
  /// The screen laid out on.
  package let screen: Screen
  /// The host's text size, from the last root laid out that gives one: a presentation laid out
  /// after its screen takes the screen's.
  private var typeSize = DynamicTypeSize.large

  package init(screen: Screen) {
    self.screen = screen
  }

  /// A builder for `root`'s layout, at the text size `root` gives or the last one given.
  func builder(for root: Node, recorder: GeometryRecorder?) -> PointLayoutBuilder {
    if case .double(let scale) = root[.textScale], let size = DynamicTypeSize(bodyScale: scale) {
      typeSize = size
    }
    return PointLayoutBuilder(screen: screen, root: root, typeSize: typeSize, recorder: recorder)
  }

  /// Lays `root`'s screen out and returns where each node went.
  package func layout(_ root: Node) -> PlacedNode {
    layout(root, recorder: nil)
  }

  /// Lays `root`'s screen out, with what reads its geometry reporting to `recorder`.
  func layout(_ root: Node, recorder: GeometryRecorder?) -> PlacedNode {
    let area = screen.safeRect
    var builder = builder(for: root, recorder: recorder)
    return builder.layout(root, proposal: Proposal(area.size)) { area.placing($0, at: .center) }
      .placed
  }

  /// Lays `root` out on its own, as an image of it is drawn: proposed `width` and `height`
  /// (`nil` for its ideal size along that axis) and placed at the origin. Returns where each
  /// node went and the size the content chose.
  ///
  /// ```swift
  /// PointLayout(screen: .iPhone15).layoutAlone(badge.root, width: nil, height: nil).size
  /// ```
  package func layoutAlone(_ root: Node, width: Double?, height: Double?) -> (
    placed: PlacedNode, size: Size
  ) {
    var builder = builder(for: root, recorder: nil)
    return builder.layout(root, proposal: Proposal(width: width, height: height)) {
      Rect(origin: Point(x: 0, y: 0), size: $0)
    }
  }
}

extension PointLayout {
  /// Lays `root` out and reads back what the views that read their geometry need: their
  /// rectangles, custom layouts' proposals and subviews, named coordinate spaces, the
  /// candidate each `ViewThatFits` showed, and measured modifiers' proposals and sizes.
  package func measure(_ root: Node) -> GeometryMeasurement {
    // Every key a node carries reports the rectangle of the view with the modifiers inside
    // it (`reporting(_:for:)`): a reader's its own, an anchor's or a visual effect's the view
    // as modified so far. A node may carry several.
    let recorder = GeometryRecorder()
    _ = layout(root, recorder: recorder)
    return recorder.measurement
  }
}
