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
