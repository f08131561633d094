/// A look for every labeled content view in a view, drawn from its label and content.
///
/// ```swift
/// VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a labeled content view from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = LabeledContentStyleConfiguration
}

extension View {
  /// Draws the labeled content views in the view with a style.
  ///
  /// ```swift
  /// Form { … }.labeledContentStyle(.automatic)
  /// ```
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
