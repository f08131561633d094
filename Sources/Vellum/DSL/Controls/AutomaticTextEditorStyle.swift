/// The platform's text editor: a bordered, scrolling field.
///
/// ```swift
/// AutomaticTextEditorStyle()
/// ```
public struct AutomaticTextEditorStyle: TextEditorStyle, BuiltinStyle {
  /// The automatic style.
  ///
  /// ```swift
  /// AutomaticTextEditorStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The platform's text editor.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
