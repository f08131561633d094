/// What a ``GroupBoxStyle`` draws from.
///
/// ```swift
/// VStack { configuration.label; configuration.content }
/// ```
public struct GroupBoxStyleConfiguration {
  /// The groupbox's label, as a view.
  public typealias Label = AnyView

  /// The groupbox's content, as a view.
  public typealias Content = AnyView

  /// The groupbox's label.
  public let label: Label
  /// The groupbox's content.
  public let content: Content
}
