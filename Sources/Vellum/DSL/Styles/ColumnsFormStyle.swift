/// Labels and values in columns on macOS; grouped on an iPhone.
///
/// ```swift
/// Form { content }.formStyle(ColumnsFormStyle())
/// ```
public struct ColumnsFormStyle: FormStyle, BuiltinStyle {
  /// The style.
  public init() {}
  nonisolated package var styleName: Keyword { .columns }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
