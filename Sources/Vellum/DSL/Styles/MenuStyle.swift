/// A look for every menu in a view, drawn from its label and content.
///
/// ```swift
/// Menu(configuration).foregroundStyle(.red)
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a menu from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = MenuStyleConfiguration
}

extension View {
  /// Draws the menus in the view with a style.
  ///
  /// ```swift
  /// Menu("Sort") { … }.menuStyle(.button)
  /// ```
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
