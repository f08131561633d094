extension TextField: PrimitiveView {
  package func update(_ record: GraphNode) {
    let value = text.wrappedValue
    record.control = .text(text, editing: editing)
    var attributes = [
      Attribute(.title, .string(title)), Attribute(.text, .string(value), isBound: true),
    ]
    if let prompt { attributes.append(Attribute(.prompt, .string(prompt.plainText))) }
    if axis == .vertical { attributes.append(Attribute(.axis, .name(.vertical))) }
    let isFocused =
      record.environment.focusTarget.map { $0.isFocused() }
      ?? (record.graph.focusedField === record)
    if isFocused { attributes.append(Attribute(.focused, .bool(true))) }
    attributes += record.disabledAttribute + record.styleAttribute(.textField, as: .textFieldStyle)
    record.output = .leaf(Node(role: role, identity: record.identity, attributes: attributes))
  }
}
