extension _ConditionalContent: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .passthrough
    switch storage {
    case .trueContent(let content): record.updateChild(0, content, component: .branch(0))
    case .falseContent(let content): record.updateChild(0, content, component: .branch(1))
    }
  }
}
