extension AnyView: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.passThrough(content)
  }
}
