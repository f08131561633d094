import Foundation

extension _ShapeView: PrimitiveView {
  /// As a shape's body: a built-in shape is drawn by its kind; any other by its path, which
  /// SwiftUI computes in the rectangle the layout gives the shape: the shape reads its measured
  /// size (a 100 × 100 square until the screen is first measured) and is evaluated again when
  /// it changes. As a fill: the shape, with the style as its fill.
  package func update(_ record: GraphNode) {
    guard isBody else {
      record.passThrough(shape.modifier(AttributesModifier(Attribute(.fill, style.attributeValue))))
      return
    }
    guard !(shape is any BuiltinShape) else {
      record.output = .leaf(shape.node(identity: record.identity))
      return
    }
    let (key, measured) = record.graph.readMeasurement(of: record)
    let rect =
      measured.size.width > 0 && measured.size.height > 0
      ? CGRect(origin: .zero, size: measured.size) : shapeReferenceRect
    var node = shape.node(identity: record.identity, in: rect)
    node.attributes.append(Attribute(.measurementKey, .int(key)))
    record.output = .leaf(node)
  }
}
