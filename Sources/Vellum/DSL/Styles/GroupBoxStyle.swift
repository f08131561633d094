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

/// What a ``GroupBoxStyle`` draws from.
///
/// ```swift
/// VStack { configuration.label; configuration.content }
/// ```
public struct GroupBoxStyleConfiguration {
  /// The groupbox's label, as a view.
  public struct Label: View {
    let content: AnyView

    /// The label's content.
    public var body: some View { content }
  }

  /// The groupbox's content, as a view.
  public struct Content: View {
    let content: AnyView

    /// The content's content.
    public var body: some View { content }
  }

  /// The groupbox's label.
  public let label: Label
  /// The groupbox's content.
  public let content: Content
}

/// The platform's default group box look.
///
/// ```swift
/// DefaultGroupBoxStyle()
/// ```
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultGroupBoxStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The group box, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's default group box look.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Draws the group boxs in the view with a style.
  ///
  /// ```swift
  /// Form { … }.groupBoxStyle(.automatic)
  /// ```
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    let entry = AnyStyle<GroupBoxStyleConfiguration>.entry(for: style) {
      AnyView(style.makeBody(configuration: $0))
    }
    return modifier(StyleWriter(entry: entry))
  }
}
