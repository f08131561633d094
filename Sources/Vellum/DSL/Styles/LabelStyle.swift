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

/// What a ``LabelStyle`` draws from: the label's title and icon.
///
/// ```swift
/// HStack { configuration.icon.foregroundStyle(.tint); configuration.title }
/// ```
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    let content: AnyView

    /// The title's content.
    public var body: some View { content }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    let content: AnyView

    /// The icon's content.
    public var body: some View { content }
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
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

/// The platform's default label look: title and icon.
///
/// ```swift
/// Label("Inbox", systemImage: "tray").labelStyle(.automatic)
/// ```
public struct DefaultLabelStyle: LabelStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The label, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// A label drawn as its icon only; the title still names it for `host.tap` and accessibility.
///
/// ```swift
/// Label("Add", systemImage: "plus").labelStyle(.iconOnly)
/// ```
public struct IconOnlyLabelStyle: LabelStyle, BuiltinStyle {
  /// The icon-only style.
  ///
  /// ```swift
  /// IconOnlyLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .iconOnly }
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label drawn as its title only.
///
/// ```swift
/// Label("Settings", systemImage: "gear").labelStyle(.titleOnly)
/// ```
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinStyle {
  /// The title-only style.
  ///
  /// ```swift
  /// TitleOnlyLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .titleOnly }
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label drawn as its icon and title, wherever it is.
///
/// ```swift
/// Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon)
/// ```
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinStyle {
  /// The title-and-icon style.
  ///
  /// ```swift
  /// TitleAndIconLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .titleAndIcon }
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default label look.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon and the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// Draws the labels in the view with a style.
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "heart").labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let entry = AnyStyle<LabelStyleConfiguration>.entry(for: style) {
      AnyView(style.makeBody(configuration: $0))
    }
    return modifier(StyleWriter(entry: entry))
  }
}
