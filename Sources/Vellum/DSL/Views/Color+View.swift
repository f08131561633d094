extension Color: View {
  /// A color is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
  package var callsAppCode: Bool { false }

  package func update(_ record: GraphNode) {
    record.output = .leaf(
      Node(role: .color, identity: record.identity, attributes: [Attribute(.color, .color(self))])
    )
  }
}
