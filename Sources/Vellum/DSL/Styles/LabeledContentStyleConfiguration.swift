/// What a ``LabeledContentStyle`` draws from.
///
/// ```swift
/// VStack { configuration.label; configuration.content }
/// ```
public struct LabeledContentStyleConfiguration {
  /// The labeledcontent's label, as a view.
  public typealias Label = AnyView

  /// The labeledcontent's content, as a view.
  public typealias Content = AnyView

  /// The labeledcontent's label.
  public let label: Label
  /// The labeledcontent's content.
  public let content: Content
}
