extension Picker: PrimitiveView {
  package func update(_ record: GraphNode) {
    let current = selected().map {
      [Attribute(.selection, AttributeValue(describing: $0), isBound: true)]
    }
    record.control = .select(select)
    record.output = .element(
      Node(
        role: .picker, identity: record.identity,
        attributes: (current ?? []) + record.disabledAttribute
          + record.styleAttribute(.picker, as: .pickerStyle)
          + record.labelsHiddenAttribute(for: .picker)))
    record.updateChild(0, label, component: .index(0))
    record.updateChild(1, PickerOptions(content: content), component: .index(1))
  }
}

/// The options of a picker, gathered under one node; `ForEach` rows among them are tagged with
/// their ids.
private struct PickerOptions<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(
      .options, content: content.modifier(EnvironmentWriter(keyPath: \.tagsRowsByID, value: true)))
  }
}
