extension GraphNode {
  /// Makes this record one node of `role` whose children are `content`'s nodes.
  ///
  /// Leaves in the content (a button's `Text` label) are made into the node's children here,
  /// with no records of their own: they change only when this record is evaluated again.
  package func element<Content: View>(
    _ role: Role, _ attributes: [Attribute] = [], content: Content,
    environment: EnvironmentValues? = nil
  ) {
    var node = Node(role: role, identity: identity, attributes: attributes)
    if role.hasHideableLabel { node.attributes += labelsHiddenAttribute(for: role) }
    output = .element(node)
    updateContent(content, environment: environment)
  }

  /// `labelsHidden: true` when `labelsHidden()` applies to a control of `role`, else nothing.
  package func labelsHiddenAttribute(for role: Role) -> [Attribute] {
    guard role.hasHideableLabel, environment.labelsVisibility == .hidden else { return [] }
    return [Attribute(.labelsHidden, .bool(true))]
  }

  /// `disabled: true` when an ancestor disabled this control, else nothing.
  package var disabledAttribute: [Attribute] {
    environment.isEnabled ? [] : [Attribute(.disabled, .bool(true))]
  }
}
