extension ControlGroup: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.element(
      .controlGroup, record.styleAttribute(.controlGroup, as: .controlGroupStyle),
      content: content)
  }
}
