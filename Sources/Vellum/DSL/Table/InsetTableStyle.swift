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
  nonisolated package var styleName: Keyword { .inset }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension TableStyle where Self == InsetTableStyle {
  /// A table inset from its container's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}
