extension GraphNode {
  /// Makes this record one node of `role` whose children are `content`'s nodes.
  package func element<Content: View>(
    _ role: Role, _ attributes: [Attribute] = [], content: Content,
    environment: EnvironmentValues? = nil
  ) {
    output = .element(Node(role: role, identity: identity, attributes: attributes))
    updateChild(0, content, environment: environment)
  }

  /// `disabled: true` when an ancestor disabled this control, else nothing.
  package var disabledAttribute: [Attribute] {
    environment.isEnabled ? [] : [Attribute(.disabled, .bool(true))]
  }
}
