import Foundation

/// A subject that holds a current value, sends it to each new subscriber, and sends every change.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// let cancellable = volume.sink { print($0) }   // prints 5
/// volume.value = 6                               // prints 6
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubscriberList<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  /// A subject holding `value`.
  ///
  /// ```swift
  /// let volume = CurrentValueSubject<Int, Never>(5)
  /// ```
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get {
      lock.lock()
      defer { lock.unlock() }
      return current
    }
    set { send(newValue) }
  }

  /// Sends the current value, then every new one.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let value = self.value
    guard subscribers.add(subscriber) != nil else { return }
    _ = subscriber.receive(value)
  }

  /// Stores `value` and sends it to every subscriber.
  ///
  /// ```swift
  /// volume.send(7)
  /// ```
  public func send(_ value: Output) {
    guard !subscribers.isComplete else { return }
    lock.lock()
    current = value
    lock.unlock()
    subscribers.send(value)
  }

  /// Ends the subject for every subscriber.
  ///
  /// ```swift
  /// volume.send(completion: .finished)
  /// ```
  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }
}
