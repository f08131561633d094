extension TextEditor: PrimitiveView {
  package func update(_ record: GraphNode) {
    if record.drawsWithCustomStyle({ TextEditorStyleConfiguration(drawn: AnyView(self)) }) {
      return
    }
    record.control = .text(text)
    record.output = .leaf(
      Node(
        role: .textEditor, identity: record.identity,
        attributes: [Attribute(.text, .string(text.wrappedValue), isBound: true)]
          + record.disabledAttribute + record.styleAttribute(.textEditor, as: .textEditorStyle)))
  }
}
