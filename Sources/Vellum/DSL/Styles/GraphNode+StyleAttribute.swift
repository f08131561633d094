extension GraphNode {
  /// The attribute recording the built-in style of `kind` set around this record, as `name`;
  /// none for the automatic style.
  ///
  /// ```swift
  /// record.styleAttribute(.table, as: .tableStyle)   // [tableStyle: inset] under .tableStyle(.inset)
  /// ```
  package func styleAttribute(_ kind: StyleKind, as name: AttributeName) -> [Attribute] {
    guard let style = environment.styleNames[kind], style != .automatic else { return [] }
    return [Attribute(name, .name(style))]
  }
}

extension GraphNode {
  /// Draws this record's view through the innermost style for `Configuration` set around it
  /// when that is an app's style, and returns `true`: the style's body for the configuration,
  /// evaluated without that style, so a view made from the configuration inside the body is
  /// drawn by the styles outside. Returns `false`, drawing nothing, for a built-in style or
  /// none.
  ///
  /// ```swift
  /// if record.drawsWithCustomStyle({ FormStyleConfiguration(content: AnyView(content)) }) { return }
  /// ```
  func drawsWithCustomStyle<Configuration>(_ configuration: () -> Configuration) -> Bool {
    let (style, outer) = environment.innermostStyle(for: Configuration.self)
    guard case .custom(let body) = style else { return false }
    control = nil
    output = .passthrough
    updateChild(0, body(configuration()), environment: outer)
    trimChildren(to: 1)
    return true
  }
}
