/// Sections as rounded groups inset from the edges.
///
/// ```swift
/// List { Section { … } }.listStyle(.insetGrouped)
/// ```
public struct InsetGroupedListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// InsetGroupedListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as rounded groups inset from the edges.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
