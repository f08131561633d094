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

/// What a ``DisclosureGroupStyle`` draws from.
///
/// ```swift
/// if configuration.isExpanded { configuration.content }
/// ```
public struct DisclosureGroupStyleConfiguration {
  /// The group's label, as a view.
  public struct Label: View {
    let content: AnyView

    /// The label's content.
    public var body: some View { content }
  }

  /// The group's content, as a view.
  public struct Content: View {
    let content: AnyView

    /// The content.
    public var body: some View { content }
  }

  /// The group's label.
  public let label: Label
  /// The group's content.
  public let content: Content
  /// Whether the group is expanded; setting it expands or collapses the group.
  @Binding public var isExpanded: Bool
}

/// The platform's default disclosure group look: a chevron before the label.
///
/// ```swift
/// DisclosureGroup("More") { … }.disclosureGroupStyle(.automatic)
/// ```
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// AutomaticDisclosureGroupStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The group, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(configuration)
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The platform's default disclosure group look.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
  /// Draws the disclosure groups in the view with a style.
  ///
  /// ```swift
  /// Form { … }.disclosureGroupStyle(ArrowStyle())
  /// ```
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    let entry = AnyStyle<DisclosureGroupStyleConfiguration>.entry(for: style) {
      AnyView(style.makeBody(configuration: $0))
    }
    return modifier(StyleWriter(entry: entry))
  }
}
