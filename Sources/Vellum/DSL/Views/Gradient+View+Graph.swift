extension RadialGradient: PrimitiveView {
  package func update(_ record: GraphNode) { record.gradientLeaf(styleValue) }
}

extension AngularGradient: PrimitiveView {
  package func update(_ record: GraphNode) { record.gradientLeaf(styleValue) }
}

extension EllipticalGradient: PrimitiveView {
  package func update(_ record: GraphNode) { record.gradientLeaf(styleValue) }
}

extension GraphNode {
  /// A gradient view's node: a fill of the gradient's fields.
  fileprivate func gradientLeaf(_ value: AttributeValue) {
    output = .leaf(
      Node(role: .gradient, identity: identity, attributes: [Attribute(.gradient, value)]))
  }
}
