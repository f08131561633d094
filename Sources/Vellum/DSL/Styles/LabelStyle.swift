/// A look for every label in a view, drawn from the label's title and icon.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack { configuration.icon; configuration.title }
///   }
/// }
/// Label("Inbox", systemImage: "tray").labelStyle(VerticalLabelStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a label from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = LabelStyleConfiguration
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration, drawn by the styles outside that one.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { Label(configuration).bold() }
  /// ```
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension View {
  /// Draws the labels in the view with a style.
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "heart").labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
