extension EditableCollectionContent: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.passThrough(content)
  }
}
