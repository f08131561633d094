extension SecureField: PrimitiveView {
  package func update(_ record: GraphNode) {
    field.update(record)
  }
}
