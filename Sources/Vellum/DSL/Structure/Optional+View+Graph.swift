extension Optional: PrimitiveView where Wrapped: View {
  package func update(_ record: GraphNode) {
    record.output = .passthrough
    if let content = self {
      record.updateChild(0, content, component: .branch(0))
    } else {
      record.trimChildren(to: 0)
    }
  }
}
