import Foundation

/// A publisher that does nothing until it is connected; `autoconnect()` connects it on its first
/// subscriber.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
/// ```
public protocol ConnectablePublisher: Publisher {
  /// Starts the publisher; cancelling the result stops it.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// This publisher, connected when its first subscriber arrives and stopped when the last one
  /// leaves.
  ///
  /// ```swift
  /// Text(now, style: .time).onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { now = $0 }
  /// ```
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}
