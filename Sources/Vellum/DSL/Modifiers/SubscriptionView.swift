/// A view that runs an action with every value a publisher sends while it is on screen: what
/// `onReceive(_:perform:)` returns in older SwiftUI, still written out by some code.
///
/// ```swift
/// SubscriptionView(content: Text("\(seconds) s"), publisher: ticks) { _ in seconds += 1 }
/// ```
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View
where PublisherType.Failure == Never {
  /// The view shown.
  public var content: Content
  /// The publisher whose values run the action.
  public var publisher: PublisherType
  /// What runs with each value.
  public var action: (PublisherType.Output) -> Void

  /// `content`, running `action` with each value of `publisher`.
  ///
  /// ```swift
  /// SubscriptionView(content: Text("Ready"), publisher: model.$status) { print($0) }
  /// ```
  public init(
    content: Content, publisher: PublisherType,
    action: @escaping (PublisherType.Output) -> Void
  ) {
    self.content = content
    self.publisher = publisher
    self.action = action
  }

  /// The content with the subscription.
  public var body: some View {
    content.onReceive(publisher, perform: action)
  }
}
