/// A look for every group box in a view, drawn from its label and content.
///
/// ```swift
/// VStack { configuration.label.bold(); configuration.content }.padding().border(.gray)
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a group box from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = GroupBoxStyleConfiguration
}

extension View {
  /// Draws the group boxs in the view with a style.
  ///
  /// ```swift
  /// Form { … }.groupBoxStyle(.automatic)
  /// ```
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
