extension Gauge: PrimitiveView {
  package func update(_ record: GraphNode) {
    var attributes = [Attribute(.value, .double(fraction))]
    if let style = record.environment.styleNames[.gauge], style != .automatic {
      attributes.append(Attribute(.gaugeStyle, .name(style)))
    }
    record.output = .element(Node(role: .gauge, identity: record.identity, attributes: attributes))
    record.updateChild(0, label, component: .index(0))
    record.updateChild(
      1, ControlPart(role: .currentValueLabel, content: currentValueLabel), component: .index(1))
    record.updateChild(
      2, ControlPart(role: .minimumValueLabel, content: minimumValueLabel), component: .index(2))
    record.updateChild(
      3, ControlPart(role: .maximumValueLabel, content: maximumValueLabel), component: .index(3))
    record.updateChild(
      4, ControlPart(role: .markedValueLabels, content: markedValueLabels), component: .index(4))
  }
}
