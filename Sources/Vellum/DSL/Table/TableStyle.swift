/// How tables are drawn. Vellum draws its built-in styles by name and records them; a style of
/// your own is drawn as the automatic one.
///
/// ```swift
/// Table(people) { … }.tableStyle(.inset)
/// ```
public protocol TableStyle {}

extension View {
  /// Sets the style of the tables in this view; recorded on each table's node.
  ///
  /// ```swift
  /// Table(people) { … }.tableStyle(.inset)
  /// ```
  public consuming func tableStyle<S: TableStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.table, style))
  }
}
