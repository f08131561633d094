import Foundation

/// Where `receive(on:)` delivers values: `DispatchQueue`, `RunLoop`, `OperationQueue` or
/// `ImmediateScheduler`.
///
/// Vellum runs views and their models on the main actor, so the main queue, the main run loop and
/// the main operation queue deliver at once, in order, when the value is sent on the main queue —
/// a test sees the value without waiting — and on the main actor afterwards when it is sent from
/// another thread; other queues deliver asynchronously on themselves.
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

extension DispatchQueue: Scheduler {
  /// Runs `action` now on the main queue, else asynchronously on this queue.
  public func schedule(_ action: @escaping () -> Void) {
    if label == DispatchQueue.main.label {
      return MainQueue.isCurrent ? action() : MainQueue.hop(action)
    }
    let handed = Handed(action)
    async { handed.value() }
  }
}

extension RunLoop: Scheduler {
  /// Runs `action` now on the main run loop, else when this run loop next runs.
  public func schedule(_ action: @escaping () -> Void) {
    if self === RunLoop.main { return MainQueue.isCurrent ? action() : MainQueue.hop(action) }
    let handed = Handed(action)
    perform { handed.value() }
  }
}

extension OperationQueue: Scheduler {
  /// Runs `action` now on the main operation queue, else as an operation of this queue.
  public func schedule(_ action: @escaping () -> Void) {
    if self === OperationQueue.main {
      return MainQueue.isCurrent ? action() : MainQueue.hop(action)
    }
    let handed = Handed(action)
    addOperation { handed.value() }
  }
}
