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
  package var styleName: Keyword { .automatic }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The platform's text editor.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
