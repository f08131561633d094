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

/// What a ``MenuStyle`` draws from.
///
/// ```swift
/// Menu(configuration)
/// ```
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  public struct Label: View {
    let content: AnyView

    /// The label's content.
    public var body: some View { content }
  }

  /// The menu's content, as a view.
  public struct Content: View {
    let content: AnyView

    /// The content's content.
    public var body: some View { content }
  }

  /// The menu's label.
  public let label: Label
  /// The menu's content.
  public let content: Content
}

/// The platform's default menu look.
///
/// ```swift
/// DefaultMenuStyle()
/// ```
public struct DefaultMenuStyle: MenuStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// DefaultMenuStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The menu in this style.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's default menu look.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// A menu drawn as a button.
///
/// ```swift
/// ButtonMenuStyle()
/// ```
public struct ButtonMenuStyle: MenuStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// ButtonMenuStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .button }
  /// The menu in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).menuStyle(self)
  }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A menu drawn as a borderless button (the older name).
///
/// ```swift
/// BorderlessButtonMenuStyle()
/// ```
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// BorderlessButtonMenuStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .borderlessButton }
  /// The menu in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).menuStyle(self)
  }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a borderless button (the older name).
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Draws the menus in the view with a style.
  ///
  /// ```swift
  /// Menu("Sort") { … }.menuStyle(.button)
  /// ```
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    let entry = AnyStyle<MenuStyleConfiguration>.entry(for: style) {
      AnyView(style.makeBody(configuration: $0))
    }
    return modifier(StyleWriter(entry: entry))
  }
}
