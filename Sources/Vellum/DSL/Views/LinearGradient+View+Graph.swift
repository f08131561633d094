extension LinearGradient: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .leaf(
      Node(
        role: .linearGradient, identity: record.identity,
        attributes: [Attribute(.gradient, .gradient(self))]))
  }
}
