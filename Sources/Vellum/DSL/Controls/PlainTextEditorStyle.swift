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
  nonisolated package var styleName: Keyword { .plain }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// The text alone, without decoration.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
