/// A source of values over time, with Combine's shape: subscribers attach with
/// ``receive(subscriber:)`` and usually through ``sink(receiveValue:)`` or ``assign(to:on:)``.
///
/// Vellum carries the everyday part of Combine that `import SwiftUI` brings, so model code moves
/// unchanged. Demand is always unlimited: every value is delivered synchronously as it is sent.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject.map { $0 * 2 }.sink { print($0) }
/// subject.send(21)   // prints 42
/// ```
public protocol Publisher<Output, Failure> {
  /// The kind of values this publisher sends.
  associatedtype Output
  /// The kind of error this publisher can finish with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`: it receives a subscription, then values, then at most one completion.
  ///
  /// ```swift
  /// Just(1).receive(subscriber: Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { print($0) }))
  /// ```
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

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

/// The connection between a publisher and one subscriber; cancelling it ends the delivery.
///
/// ```swift
/// subscription.cancel()
/// ```
public protocol Subscription: Cancellable {
  /// Asks for more values; Vellum's publishers deliver every value, so this records nothing.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled, such as a subscription.
///
/// ```swift
/// let cancellable: any Cancellable = subject.sink { _ in }
/// cancellable.cancel()
/// ```
public protocol Cancellable {
  /// Stops the work: no more values are delivered.
  func cancel()
}

extension Cancellable {
  /// Keeps this subscription alive in a set, as models keep theirs.
  ///
  /// ```swift
  /// model.$query.sink { print($0) }.store(in: &cancellables)
  /// ```
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(AnyCancellable.wrapping(self))
  }

  /// Keeps this subscription alive in a collection.
  ///
  /// ```swift
  /// subject.sink { _ in }.store(in: &subscriptions)   // [AnyCancellable]
  /// ```
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(AnyCancellable.wrapping(self))
  }
}
