/// A subject that passes each value on to the subscribers it has when the value is sent.
///
/// ```swift
/// let events = PassthroughSubject<String, Never>()
/// let cancellable = events.sink { print($0) }
/// events.send("saved")   // prints "saved"
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubscriberList<Output, Failure>()

  /// A subject with no subscribers.
  ///
  /// ```swift
  /// let events = PassthroughSubject<String, Never>()
  /// ```
  public init() {}

  /// Attaches a subscriber for the values sent from now on.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber)
  }

  /// Sends `value` to every current subscriber.
  ///
  /// ```swift
  /// events.send("saved")
  /// ```
  public func send(_ value: Output) { subscribers.send(value) }

  /// Ends the subject for every subscriber.
  ///
  /// ```swift
  /// events.send(completion: .finished)
  /// ```
  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }
}
