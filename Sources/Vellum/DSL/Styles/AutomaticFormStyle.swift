/// The platform's default form style: grouped on an iPhone.
///
/// ```swift
/// Form { content }.formStyle(AutomaticFormStyle())
/// ```
public struct AutomaticFormStyle: FormStyle, BuiltinStyle {
  /// The style.
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
