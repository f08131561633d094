/// Rows edge to edge, with no section backgrounds.
///
/// ```swift
/// List(items) { … }.listStyle(.plain)
/// ```
public struct PlainListStyle: ListStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// PlainListStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .plain }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge, with no section backgrounds.
  public static var plain: PlainListStyle { PlainListStyle() }
}
