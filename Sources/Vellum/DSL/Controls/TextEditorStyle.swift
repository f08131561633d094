/// How text editors are drawn. Vellum draws its built-in styles by name and records them; a
/// style of your own is drawn as the automatic one.
///
/// ```swift
/// TextEditor(text: $notes).textEditorStyle(.plain)
/// ```
@MainActor @preconcurrency
public protocol TextEditorStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a text editor from its configuration.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   AutomaticTextEditorStyle().makeBody(configuration: configuration).border(.gray)
  /// }
  /// ```
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = TextEditorStyleConfiguration
}

extension View {
  /// Sets the style of the text editors in this view: a built-in one is recorded on each
  /// editor's node, an app's style draws through its `makeBody(configuration:)`.
  ///
  /// ```swift
  /// TextEditor(text: $notes).textEditorStyle(.plain)
  /// ```
  public consuming func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.textEditor, style))
      .modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
