extension Label: PrimitiveView {
  /// Draws the label in the innermost label style around it: title and icon, one of them, or
  /// a custom style's body (which sees the styles outside it).
  package func update(_ record: GraphNode) {
    let (style, outer) = record.environment.innermostStyle(for: LabelStyleConfiguration.self)
    switch style {
    case nil, .builtin(.automatic):
      record.element(.label, content: TupleView((icon, title)), environment: outer)
    case .builtin(let name):
      let attributes = [Attribute(.labelStyle, .name(name))]
      switch name {
      case .iconOnly:
        let title = [Attribute(.accessibilityLabel, .string(Self.plainText(of: title)))]
        record.element(.label, attributes + title, content: icon, environment: outer)
      case .titleOnly: record.element(.label, attributes, content: title, environment: outer)
      default:
        record.element(.label, attributes, content: TupleView((icon, title)), environment: outer)
      }
    case .custom(let body):
      record.output = .passthrough
      let configuration = LabelStyleConfiguration(
        title: AnyView(title), icon: AnyView(icon))
      record.updateChild(0, body(configuration), environment: outer)
    }
  }

  /// The words of a title that is a `Text`, for the accessibility label of an icon-only label.
  private static func plainText(of title: Title) -> String {
    (title as? Text)?.plainText ?? ""
  }
}
