extension Gauge: PrimitiveView {
  /// Draws the gauge in the innermost gauge style around it: built in (recorded by name) or a
  /// custom style's body, which sees the styles outside it.
  package func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(for: GaugeStyleConfiguration.self)
    if case .custom(let body) = style {
      record.output = .passthrough
      let configuration = GaugeStyleConfiguration(
        value: fraction, label: AnyView(label),
        currentValueLabel: Self.erased(currentValueLabel),
        minimumValueLabel: Self.erased(minimumValueLabel),
        maximumValueLabel: Self.erased(maximumValueLabel),
        markedValueLabels: Self.erased(markedValueLabels))
      record.updateChild(0, body(configuration), environment: outer)
      record.trimChildren(to: 1)
      return
    }
    var attributes = [Attribute(.value, .double(fraction))]
    if case .builtin(let name) = style, name != .automatic {
      attributes.append(Attribute(.gaugeStyle, .name(name)))
    }
    record.output = .element(Node(role: .gauge, identity: record.identity, attributes: attributes))
    record.updateChild(0, label, component: .index(0), environment: outer)
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

extension Gauge {
  /// A label as a style's configuration holds it: erased, or `nil` where the gauge has none.
  fileprivate static func erased<Content: View>(_ content: Content?) -> AnyView? {
    guard let content, Content.self != EmptyView.self else { return nil }
    return AnyView(content)
  }
}
