extension ShapeView: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .leaf(shape.node(identity: record.identity))
  }
}
