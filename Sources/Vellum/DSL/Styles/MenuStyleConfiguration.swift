/// What a ``MenuStyle`` draws from.
///
/// ```swift
/// Menu(configuration)
/// ```
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  public typealias Label = AnyView

  /// The menu's content, as a view.
  public typealias Content = AnyView

  /// The menu's label.
  public let label: Label
  /// The menu's content.
  public let content: Content
}
