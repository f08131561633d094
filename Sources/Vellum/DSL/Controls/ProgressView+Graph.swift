import Foundation

extension ProgressView: PrimitiveView {
  /// Draws the progress view in the innermost progress style around it: built in (`linear`,
  /// `circular`, recorded by name) or a custom style's body, which sees the styles outside it.
  package func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(
      for: ProgressViewStyleConfiguration.self)
    if case .custom(let body) = style {
      record.output = .passthrough
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fraction, label: label.map { AnyView($0) },
        currentValueLabel: currentValueLabel.map { AnyView($0) })
      record.updateChild(0, body(configuration), environment: outer)
      return
    }
    var attributes: [Attribute] = []
    if let fraction { attributes.append(Attribute(.value, .double(fraction))) }
    if case .builtin(let name) = style, name != .automatic {
      attributes.append(Attribute(.progressViewStyle, .name(name)))
    }
    record.output = .element(
      Node(role: .progressView, identity: record.identity, attributes: attributes))
    record.updateChild(0, label, component: .index(0), environment: outer)
    let current = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
    record.updateChild(
      1, current.map(CurrentValueLabelNode.init), component: .index(1), environment: outer)
  }
}

/// A progress view's current-value label, under its own node so renderers can place it.
private struct CurrentValueLabelNode<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.currentValueLabel, content: content)
  }
}
