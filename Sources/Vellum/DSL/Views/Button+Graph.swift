extension Button: PrimitiveView {
  /// Draws the button in the innermost button style around it: a built-in style by name, a
  /// ``ButtonStyle``'s body inside the tappable button, or a ``PrimitiveButtonStyle``'s body in
  /// place of the button (its body decides what triggers the action). A style's body sees the
  /// styles outside it, so `Button(configuration)` inside it does not draw itself again.
  package func update(_ record: GraphNode) {
    var outer = record.environment
    let style = outer.buttonStyles.isEmpty ? nil : outer.buttonStyles.removeFirst()
    var attributes = attributes(style: style, in: record.environment)
    switch style {
    case nil, .builtin:
      record.control = .tap(action)
      record.element(.button, attributes, content: label, environment: outer)
    case .custom(let body):
      record.control = .tap(action)
      attributes.append(Attribute(.buttonStyle, .name(.custom)))
      let configuration = ButtonStyleConfiguration(
        role: role, label: AnyView(label), isPressed: false)
      record.element(.button, attributes, content: body(configuration), environment: outer)
    case .primitive(let body):
      record.control = nil
      record.output = .passthrough
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: AnyView(label), action: action)
      record.updateChild(0, body(configuration), environment: outer)
    }
  }

  /// The button node's attributes in `environment` under `style`: its role, whether it is
  /// disabled, and a built-in style's name.
  private func attributes(style: AnyButtonStyle?, in environment: EnvironmentValues)
    -> [Attribute]
  {
    var attributes: [Attribute] = []
    if let role { attributes.append(Attribute(.role, .name(Keyword(rawValue: role.name)))) }
    if !environment.isEnabled { attributes.append(Attribute(.disabled, .bool(true))) }
    if case .builtin(let name)? = style, name != .automatic {
      attributes.append(Attribute(.buttonStyle, .name(name)))
    }
    return attributes
  }
}

/// A button with a text label in a stack or another element needs no record: the element's
/// record makes its node and keeps its action (see ``GraphNode/leafControls``), unless a
/// custom style's body draws it.
extension Button: LeafView where Label: LeafView {
  package static var isInteractive: Bool { true }

  package static var sharesNodes: Bool { Label.sharesNodes }

  /// Buttons with the same role and labels that make the same node make the same node: the
  /// action is no part of it.
  package func makesSameNode(as other: Button) -> Bool {
    role == other.role && label.makesSameNode(as: other.label)
  }

  package func interaction(in environment: EnvironmentValues) -> LeafInteraction {
    switch environment.buttonStyles.first {
    case nil, .builtin?: .control(.tap(action), environment: environment)
    case .custom?, .primitive?: .needsRecord
    }
  }

  /// Without a style around it (the commonest button), the label is made in the button's own
  /// environment, not in a copy of it with the styles taken off.
  package func node(identity: Identity, environment: EnvironmentValues) -> Node {
    let styles = environment.buttonStyles
    guard let style = styles.first else {
      return node(identity: identity, style: nil, in: environment, labelIn: environment)
    }
    var outer = environment
    outer.buttonStyles = Array(styles.dropFirst())
    return node(identity: identity, style: style, in: environment, labelIn: outer)
  }

  /// The button's node under `style` in `environment`, its label made in `labelEnvironment`.
  private func node(
    identity: Identity, style: AnyButtonStyle?, in environment: EnvironmentValues,
    labelIn labelEnvironment: EnvironmentValues
  ) -> Node {
    Node(
      role: .button, identity: identity, attributes: attributes(style: style, in: environment),
      children: [label.node(identity: Identity(), environment: labelEnvironment)])
  }
}
