import Foundation

/// The subscribers of one subject-like publisher, safe to use from any thread: values are sent to
/// a snapshot of the list taken under the lock, so a subscriber may cancel or subscribe while it
/// receives.
package final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [Int: AnySubscriber<Output, Failure>] = [:]
  private var nextID = 0
  private var completion: Subscribers.Completion<Failure>?

  /// An empty list.
  package init() {}

  /// Adds `subscriber`, hands it its subscription, and returns the subscription; a list that has
  /// completed hands it the completion at once instead.
  @discardableResult
  package func add<S: Subscriber>(_ subscriber: S) -> (any Subscription)?
  where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: ListSubscription(cancel: {}))
      subscriber.receive(completion: completion)
      return nil
    }
    nextID += 1
    let id = nextID
    subscribers[id] = AnySubscriber(subscriber)
    lock.unlock()
    let subscription = ListSubscription { [weak self] in self?.remove(id) }
    subscriber.receive(subscription: subscription)
    return subscription
  }

  /// Sends `value` to every current subscriber, oldest first.
  package func send(_ value: Output) {
    for subscriber in snapshot() { _ = subscriber.receive(value) }
  }

  /// Sends the completion to every subscriber and closes the list; later sends do nothing.
  func send(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    let current = subscribers.sorted { $0.key < $1.key }.map(\.value)
    subscribers.removeAll()
    lock.unlock()
    for subscriber in current { subscriber.receive(completion: completion) }
  }

  /// Whether the list has completed.
  var isComplete: Bool {
    lock.lock()
    defer { lock.unlock() }
    return completion != nil
  }

  private func snapshot() -> [AnySubscriber<Output, Failure>] {
    lock.lock()
    defer { lock.unlock() }
    guard completion == nil else { return [] }
    return subscribers.sorted { $0.key < $1.key }.map(\.value)
  }

  private func remove(_ id: Int) {
    lock.lock()
    let removed = subscribers.removeValue(forKey: id)
    lock.unlock()
    // Released here, outside the lock: a subscriber's deinit may cancel something else.
    withExtendedLifetime(removed) {}
  }
}
