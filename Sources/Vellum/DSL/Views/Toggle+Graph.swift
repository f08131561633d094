extension Toggle: PrimitiveView {
  /// Draws the toggle in the innermost toggle style around it: a built-in style (recorded by
  /// name) or a custom style's body, which decides what flips `isOn` and sees the styles
  /// outside it.
  package func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(for: ToggleStyleConfiguration.self)
    var attributes = [Attribute(.isOn, .bool(isOn.wrappedValue), isBound: true)]
    switch style {
    case .custom(let body):
      record.control = nil
      record.output = .passthrough
      let configuration = ToggleStyleConfiguration(
        label: AnyView(label), isOn: isOn, isMixed: false)
      record.updateChild(0, body(configuration), environment: outer)
      return
    case .builtin(let name) where name != .automatic:
      attributes.append(Attribute(.toggleStyle, .name(name)))
    default:
      break
    }
    record.control = .toggle(isOn)
    record.element(
      .toggle, attributes + record.disabledAttribute, content: label, environment: outer)
  }
}
