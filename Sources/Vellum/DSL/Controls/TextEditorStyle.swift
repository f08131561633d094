/// How text editors are drawn. Vellum draws its built-in styles by name and records them; a
/// style of your own is drawn as the automatic one.
///
/// ```swift
/// TextEditor(text: $notes).textEditorStyle(.plain)
/// ```
public protocol TextEditorStyle {}

extension View {
  /// Sets the style of the text editors in this view; recorded on each editor's node.
  ///
  /// ```swift
  /// TextEditor(text: $notes).textEditorStyle(.plain)
  /// ```
  public consuming func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.textEditor, style))
  }
}
