extension ContentUnavailableView: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.element(
      .contentUnavailable,
      content: VStack(spacing: 8) {
        label.font(.title2).bold()
        description.foregroundStyle(.secondary).multilineTextAlignment(.center)
        actions
      })
  }
}
