/// What a ``LabelStyle`` draws from: the label's title and icon.
///
/// ```swift
/// HStack { configuration.icon.foregroundStyle(.tint); configuration.title }
/// ```
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public typealias Title = AnyView

  /// The label's icon, as a view.
  public typealias Icon = AnyView

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}
