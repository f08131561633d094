extension Slider: PrimitiveView {
  package func update(_ record: GraphNode) {
    let current = value.wrappedValue
    record.control = .adjust(set)
    record.element(
      .slider,
      [
        Attribute(.value, .double(current), isBound: true),
        Attribute(.minimum, .double(bounds.lowerBound)),
        Attribute(.maximum, .double(bounds.upperBound)),
      ] + record.disabledAttribute, content: SliderLabels(label: label, ends: valueLabels))
  }
}
