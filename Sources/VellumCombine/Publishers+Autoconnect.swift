import Foundation

extension Publishers {
  /// A connectable publisher that connects itself on its first subscriber.
  ///
  /// ```swift
  /// let ticks: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher that is connected.
    public let upstream: Upstream
    private let lock = NSLock()
    private var subscribers = 0
    private var connection: (any Cancellable)?

    /// Wraps `upstream`.
    ///
    /// ```swift
    /// Publishers.Autoconnect(upstream: Timer.publish(every: 1, on: .main, in: .common))
    /// ```
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Attaches `subscriber`, connecting the upstream if it is the first.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscription in
            // The subscription keeps this publisher (and so its connection) alive until it is
            // cancelled, as Combine's does: `publish(…).autoconnect().sink {…}` keeps ticking.
            subscriber.receive(
              subscription: ListSubscription {
                subscription.cancel()
                self.release()
              })
          },
          receiveValue: subscriber.receive(_:),
          receiveCompletion: subscriber.receive(completion:)))
      lock.lock()
      subscribers += 1
      let isFirst = connection == nil
      lock.unlock()
      guard isFirst else { return }
      let started = upstream.connect()
      lock.lock()
      connection = started
      lock.unlock()
    }

    private func release() {
      lock.lock()
      subscribers -= 1
      let stopped = subscribers == 0 ? connection : nil
      if stopped != nil { connection = nil }
      lock.unlock()
      stopped?.cancel()
    }
  }
}
