import Foundation

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
