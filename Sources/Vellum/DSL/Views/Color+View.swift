extension Color: View {
  /// A color is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Color: LeafView {
  package func node(identity: Identity, environment: EnvironmentValues) -> Node {
    Node(role: .color, identity: identity, attributes: [Attribute(.color, .color(self))])
  }
}
