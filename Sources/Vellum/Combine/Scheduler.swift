import Foundation

/// Where `receive(on:)` delivers values: `DispatchQueue`, `RunLoop`, `OperationQueue` or
/// `ImmediateScheduler`.
///
/// Vellum runs views and their models on the main actor, so the main queue, the main run loop and
/// the main operation queue deliver at once, in order — a test sees the value without waiting;
/// other queues deliver asynchronously on themselves.
///
/// ```swift
/// loader.results.receive(on: DispatchQueue.main).assign(to: &$items)
/// ```
public protocol Scheduler {
  /// Runs `action` on this scheduler.
  ///
  /// ```swift
  /// DispatchQueue.main.schedule { print("now") }
  /// ```
  func schedule(_ action: @escaping () -> Void)
}

/// A scheduler that runs every action at once.
///
/// ```swift
/// Just(1).receive(on: ImmediateScheduler.shared)
/// ```
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The scheduler.
  public static let shared = ImmediateScheduler()

  /// Runs `action` now.
  public func schedule(_ action: @escaping () -> Void) { action() }
}

extension DispatchQueue: Scheduler {
  /// Runs `action` now on the main queue, else asynchronously on this queue.
  public func schedule(_ action: @escaping () -> Void) {
    if label == DispatchQueue.main.label { return action() }
    nonisolated(unsafe) let action = action
    async { action() }
  }
}

extension RunLoop: Scheduler {
  /// Runs `action` now on the main run loop, else when this run loop next runs.
  public func schedule(_ action: @escaping () -> Void) {
    if self === RunLoop.main { return action() }
    nonisolated(unsafe) let action = action
    perform { action() }
  }
}

extension OperationQueue: Scheduler {
  /// Runs `action` now on the main operation queue, else as an operation of this queue.
  public func schedule(_ action: @escaping () -> Void) {
    if self === OperationQueue.main { return action() }
    nonisolated(unsafe) let action = action
    addOperation { action() }
  }
}

extension Publishers {
  /// Delivers its upstream's values and completion on a scheduler.
  ///
  /// ```swift
  /// loader.results.receive(on: DispatchQueue.main)
  /// ```
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events move.
    public let upstream: Upstream
    /// Where they are delivered.
    public let scheduler: Context

    /// A publisher delivering `upstream`'s events on `scheduler`.
    ///
    /// ```swift
    /// Publishers.ReceiveOn(upstream: Just(1), scheduler: DispatchQueue.main)
    /// ```
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    /// Attaches `subscriber`, each event delivered through the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = scheduler
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: subscriber.receive(subscription:),
          receiveValue: { value in
            scheduler.schedule { _ = subscriber.receive(value) }
            return .unlimited
          },
          receiveCompletion: { completion in
            scheduler.schedule { subscriber.receive(completion: completion) }
          }))
    }
  }
}

extension Publisher {
  /// This publisher's events delivered on `scheduler`.
  ///
  /// ```swift
  /// loader.results.receive(on: RunLoop.main).sink { items = $0 }
  /// ```
  public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
}
