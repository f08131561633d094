/// A subscriber whose concrete type is hidden.
///
/// ```swift
/// let subscriber = AnySubscriber<Int, Never>(receiveValue: { print($0); return .unlimited })
/// Just(1).receive(subscriber: subscriber)
/// ```
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  private let receiveSubscription: (any Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  ///
  /// ```swift
  /// AnySubscriber(Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in }))
  /// ```
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
  }

  /// A subscriber made of closures; each one left out does nothing.
  ///
  /// ```swift
  /// AnySubscriber<Int, Never>(receiveValue: { print($0); return .unlimited })
  /// ```
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    self.receiveSubscription = receiveSubscription ?? { _ in }
    self.receiveValue = receiveValue ?? { _ in .unlimited }
    self.receiveCompletion = receiveCompletion ?? { _ in }
  }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
  /// Passes the value on.
  public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
  /// Passes the completion on.
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion(completion)
  }
}
