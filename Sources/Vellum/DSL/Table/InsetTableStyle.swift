/// A table inset from its container's edges.
///
/// ```swift
/// InsetTableStyle()
/// ```
public struct InsetTableStyle: TableStyle, BuiltinStyle {
  /// The inset style.
  ///
  /// ```swift
  /// InsetTableStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .inset }
}

extension TableStyle where Self == InsetTableStyle {
  /// A table inset from its container's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}
