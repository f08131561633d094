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
