/// A publisher that sends nothing, and finishes at once unless told not to.
///
/// ```swift
/// let nothing = Empty<Int, Never>()
/// ```
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether it finishes at once.
  public let completeImmediately: Bool

  /// An empty publisher.
  ///
  /// ```swift
  /// Empty<Int, Never>(completeImmediately: false)   // never finishes
  /// ```
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Finishes at once, or never.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: ListSubscription(cancel: {}))
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}
