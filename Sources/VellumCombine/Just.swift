/// A publisher that sends one value and finishes.
///
/// ```swift
/// Text(name).onReceive(Just(42)) { answer = $0 }
/// ```
public struct Just<Output>: Publisher {
  /// `Just` never fails.
  public typealias Failure = Never

  /// The value it sends.
  public let output: Output

  /// A publisher of `output`.
  ///
  /// ```swift
  /// Just("hello")
  /// ```
  public init(_ output: Output) { self.output = output }

  /// Sends the value, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: ListSubscription(cancel: {}))
    _ = subscriber.receive(output)
    subscriber.receive(completion: .finished)
  }
}
