/// A look for every disclosure group in a view, drawn from its label, content and
/// `isExpanded` binding; a custom style decides what expands it.
///
/// ```swift
/// struct ArrowStyle: DisclosureGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack {
///       Button { configuration.isExpanded.toggle() } label: { configuration.label }
///       if configuration.isExpanded { configuration.content }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a disclosure group from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = DisclosureGroupStyleConfiguration
}

extension View {
  /// Draws the disclosure groups in the view with a style.
  ///
  /// ```swift
  /// Form { … }.disclosureGroupStyle(ArrowStyle())
  /// ```
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
