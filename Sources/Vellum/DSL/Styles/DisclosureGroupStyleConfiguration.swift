/// What a ``DisclosureGroupStyle`` draws from.
///
/// ```swift
/// if configuration.isExpanded { configuration.content }
/// ```
public struct DisclosureGroupStyleConfiguration {
  /// The group's label, as a view.
  public typealias Label = AnyView

  /// The group's content, as a view.
  public typealias Content = AnyView

  /// The group's label.
  public let label: Label
  /// The group's content.
  public let content: Content
  /// Whether the group is expanded; setting it expands or collapses the group.
  @Binding public var isExpanded: Bool
}
