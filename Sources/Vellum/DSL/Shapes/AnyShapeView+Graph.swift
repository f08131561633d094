extension AnyShapeView: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .leaf(makeNode(record.identity))
  }
}
