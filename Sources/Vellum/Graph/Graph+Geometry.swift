import Foundation

/// What the last measurement of the screen gave one view that reads its geometry, in points.
package struct MeasuredGeometry {
  /// The view's rectangle on the screen (zero before the first measurement).
  package var frame: CGRect
  /// The rectangle of each named coordinate space on the screen.
  package var spaces: [String: CGRect]
  /// For a custom layout, each subview's ideal size.
  package var subviewSizes: [CGSize]
}

extension Graph {
  /// Registers `record` as reading its geometry and returns what the last measurement gave
  /// it: the graph measures the screen after each pass and evaluates `record` again when its
  /// rectangle changes.
  package func readGeometry(of record: GraphNode) -> MeasuredGeometry {
    geometryReaders[record.identity] = record
    let frame = geometry.frames[record.identity].map(CGRect.init) ?? .zero
    return MeasuredGeometry(
      frame: frame, spaces: geometry.spaces.mapValues(CGRect.init),
      subviewSizes: (geometry.subviewSizes[record.identity] ?? []).map(CGSize.init))
  }
}

extension CGRect {
  init(_ rect: GeometryRect) {
    self.init(x: rect.x, y: rect.y, width: rect.size.width, height: rect.size.height)
  }
}

extension CGSize {
  init(_ size: GeometrySize) { self.init(width: size.width, height: size.height) }
}

extension Attribute {
  /// The size a geometry-reading view was measured at, in points, for the HTML rendering.
  init(measuredSize size: CGSize) {
    self.init(
      .measuredSize,
      .fields([
        Attribute(.width, .double(Double(size.width))),
        Attribute(.height, .double(Double(size.height))),
      ]))
  }
}
