import Foundation

/// A subscription whose cancellation runs a closure once.
final class ListSubscription: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var onCancel: (() -> Void)?

  init(cancel: @escaping () -> Void) { onCancel = cancel }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    lock.lock()
    let action = onCancel
    onCancel = nil
    lock.unlock()
    action?()
  }
}
