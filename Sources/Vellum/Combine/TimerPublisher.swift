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

extension Timer {
  /// A publisher of the time every `interval` seconds.
  ///
  /// Connected while a `ViewHost` is mounting, updating or running an interaction, it ticks on
  /// that host's clock, which a test moves with `ViewHost.advance(by:)`; connected anywhere else
  /// it is a real `Timer` on `runLoop`.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// The connectable publisher `Timer.publish(every:on:in:)` returns.
  ///
  /// ```swift
  /// let publisher = Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .common)
  /// ```
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The time of each tick.
    public typealias Output = Date
    /// A timer never fails.
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: TimeInterval
    /// How late a tick may be (recorded; the host's clock is exact).
    public let tolerance: TimeInterval?
    /// The run loop a real timer is scheduled on.
    public let runLoop: RunLoop
    /// The run loop mode of a real timer.
    public let mode: RunLoop.Mode
    private let subscribers = SubscriberList<Date, Never>()

    /// A timer publisher, not yet connected.
    ///
    /// ```swift
    /// Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .common)
    /// ```
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Attaches a subscriber for the ticks from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subscribers.add(subscriber)
    }

    /// Starts ticking: on the running host's clock, or as a real timer.
    public func connect() -> any Cancellable {
      let subscribers = subscribers
      if let clock = HostClock.current {
        return AnyCancellable(clock.schedule(every: interval) { subscribers.send($0) })
      }
      let timer = Timer(timeInterval: interval, repeats: true) { _ in subscribers.send(Date()) }
      timer.tolerance = tolerance ?? 0
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }
  }
}
