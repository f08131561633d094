/// A text editor without decoration: the text alone.
///
/// ```swift
/// PlainTextEditorStyle()
/// ```
public struct PlainTextEditorStyle: TextEditorStyle, BuiltinStyle {
  /// The plain style.
  ///
  /// ```swift
  /// PlainTextEditorStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .plain }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// The text alone, without decoration.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
