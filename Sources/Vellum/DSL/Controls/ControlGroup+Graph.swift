extension ControlGroup: PrimitiveView {
  package func update(_ record: GraphNode) {
    let drawnByStyle = record.drawsWithCustomStyle {
      ControlGroupStyleConfiguration(content: AnyView(content), givenLabel: label)
    }
    if drawnByStyle { return }
    record.element(
      .controlGroup, record.styleAttribute(.controlGroup, as: .controlGroupStyle),
      content: content)
  }
}
