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

/// What a ``LabeledContentStyle`` draws from.
///
/// ```swift
/// VStack { configuration.label; configuration.content }
/// ```
public struct LabeledContentStyleConfiguration {
  /// The labeledcontent's label, as a view.
  public struct Label: View {
    let content: AnyView

    /// The label's content.
    public var body: some View { content }
  }

  /// The labeledcontent's content, as a view.
  public struct Content: View {
    let content: AnyView

    /// The content's content.
    public var body: some View { content }
  }

  /// The labeledcontent's label.
  public let label: Label
  /// The labeledcontent's content.
  public let content: Content
}

/// The platform's default labeled content view look.
///
/// ```swift
/// AutomaticLabeledContentStyle()
/// ```
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// AutomaticLabeledContentStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The labeled content view, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The platform's default labeled content view look.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
  /// Draws the labeled content views in the view with a style.
  ///
  /// ```swift
  /// Form { … }.labeledContentStyle(.automatic)
  /// ```
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    let entry = AnyStyle<LabeledContentStyleConfiguration>.entry(for: style) {
      AnyView(style.makeBody(configuration: $0))
    }
    return modifier(StyleWriter(entry: entry))
  }
}
