extension ControlGroup: PrimitiveView {
  package func update(_ record: GraphNode) {
    let style = record.environment.styleNames[.controlGroup]
    let attributes =
      style.map { $0 == .automatic ? [] : [Attribute(.controlGroupStyle, .name($0))] } ?? []
    record.element(.controlGroup, attributes, content: content)
  }
}
