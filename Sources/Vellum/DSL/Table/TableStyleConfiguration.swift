/// What a ``TableStyle`` draws from: a table, which a style draws with a built-in
/// style's `makeBody(configuration:)` and its own modifiers around it.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///   AutomaticTableStyle().makeBody(configuration: configuration).padding()
/// }
/// ```
public struct TableStyleConfiguration {
  /// The view as the styles outside the innermost one draw it.
  let drawn: AnyView
}
