/// Rows in grouped sections, as forms are drawn on an iPhone.
///
/// ```swift
/// Form { content }.formStyle(GroupedFormStyle())
/// ```
public struct GroupedFormStyle: FormStyle, BuiltinStyle {
  /// The style.
  public init() {}
  nonisolated package var styleName: Keyword { .grouped }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
