/// How lists are drawn: plain rows, grouped or inset grouped sections, or a sidebar. Vellum draws the built-in styles; as in SwiftUI, a list style cannot be defined outside.
///
/// ```swift
/// List { … }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {}

extension View {
  /// Draws the lists in the view with a style; the innermost style wins.
  ///
  /// ```swift
  /// List(recipes) { … }.listStyle(.plain)
  /// ```
  public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.list, style))
  }
}
