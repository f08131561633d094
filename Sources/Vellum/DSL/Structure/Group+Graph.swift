extension Group: PrimitiveView {
  package var callsAppCode: Bool { false }

  package func update(_ record: GraphNode) {
    record.output = .passthrough
    record.updateContent(content)
  }
}
