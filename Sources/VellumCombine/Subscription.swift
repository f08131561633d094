/// The connection between a publisher and one subscriber; cancelling it ends the delivery.
///
/// ```swift
/// subscription.cancel()
/// ```
public protocol Subscription: Cancellable {
  /// Asks for more values; Vellum's publishers deliver every value, so this records nothing.
  func request(_ demand: Subscribers.Demand)
}
