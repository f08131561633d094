/// What a ``TextEditorStyle`` draws from: a text editor, which a style draws with a built-in
/// style's `makeBody(configuration:)` and its own modifiers around it.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///   AutomaticTextEditorStyle().makeBody(configuration: configuration).padding()
/// }
/// ```
public struct TextEditorStyleConfiguration {
  /// The view as the styles outside the innermost one draw it.
  let drawn: AnyView
}
