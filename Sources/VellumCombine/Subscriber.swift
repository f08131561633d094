/// Receives values from a ``Publisher``.
///
/// ```swift
/// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
/// Just(1).receive(subscriber: sink)
/// ```
public protocol Subscriber<Input, Failure> {
  /// The kind of values it receives.
  associatedtype Input
  /// The kind of error it can receive.
  associatedtype Failure: Error

  /// Takes the subscription that connects it to its publisher.
  func receive(subscription: any Subscription)
  /// Takes one value; the answer says how many more it wants (Vellum delivers all of them).
  func receive(_ input: Input) -> Subscribers.Demand
  /// Takes the publisher's completion: finished, or failed with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}
