import Foundation

/// A publisher you send values into yourself.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// taps.send()
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to every subscriber.
  func send(_ value: Output)
  /// Ends the subject; later values are ignored.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends the one value of type `Void`.
  ///
  /// ```swift
  /// refresh.send()
  /// ```
  public func send() { send(()) }
}
