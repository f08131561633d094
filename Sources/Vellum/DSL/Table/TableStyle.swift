/// How tables are drawn. Vellum draws its built-in styles by name and records them; a style of
/// your own is drawn as the automatic one.
///
/// ```swift
/// Table(people) { … }.tableStyle(.inset)
/// ```
@MainActor @preconcurrency
public protocol TableStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a table from its configuration.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   InsetTableStyle().makeBody(configuration: configuration).padding()
  /// }
  /// ```
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = TableStyleConfiguration
}

extension View {
  /// Sets the style of the tables in this view: a built-in one is recorded on each table's
  /// node, an app's style draws through its `makeBody(configuration:)`.
  ///
  /// ```swift
  /// Table(people) { … }.tableStyle(.inset)
  /// ```
  public consuming func tableStyle<S: TableStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.table, style))
      .modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
