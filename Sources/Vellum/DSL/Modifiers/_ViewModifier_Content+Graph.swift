extension _ViewModifier_Content: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.passThrough(content)
  }
}
