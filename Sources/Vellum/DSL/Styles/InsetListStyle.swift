/// Rows inset from the edges, with no section backgrounds.
///
/// ```swift
/// List(items) { … }.listStyle(.inset)
/// ```
public struct InsetListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// InsetListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .inset }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges, with no section backgrounds.
  public static var inset: InsetListStyle { InsetListStyle() }
}
