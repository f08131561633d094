import Foundation

/// The shared state of one `CombineLatest` subscription: the latest value of each side, the
/// upstream subscriptions to cancel, and how many sides are still running.
final class Join<First, Second, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var first: First?
  private var second: Second?
  private var running = 2
  private var isDone = false
  private var upstreams: [any Subscription] = []
  private let send: ((First, Second)) -> Void
  private let complete: (Subscribers.Completion<Failure>) -> Void

  init(
    send: @escaping ((First, Second)) -> Void,
    complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.send = send
    self.complete = complete
  }

  /// A subscriber for one side, which stores its values with `store`.
  func subscriber<Input>(_ store: @escaping (Input) -> Void) -> AnySubscriber<Input, Failure> {
    AnySubscriber(
      receiveSubscription: { [weak self] subscription in self?.keep(subscription) },
      receiveValue: {
        store($0)
        return .unlimited
      },
      receiveCompletion: { [weak self] in self?.finish($0) })
  }

  func update(first value: First) {
    lock.lock()
    first = value
    lock.unlock()
    sendIfReady()
  }

  func update(second value: Second) {
    lock.lock()
    second = value
    lock.unlock()
    sendIfReady()
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    lock.lock()
    isDone = true
    let upstreams = self.upstreams
    self.upstreams = []
    lock.unlock()
    for upstream in upstreams { upstream.cancel() }
  }

  private func keep(_ subscription: any Subscription) {
    lock.lock()
    let done = isDone
    if !done { upstreams.append(subscription) }
    lock.unlock()
    if done { subscription.cancel() }
  }

  private func sendIfReady() {
    lock.lock()
    let pair = isDone ? nil : first.flatMap { first in second.map { (first, $0) } }
    lock.unlock()
    if let pair { send(pair) }
  }

  private func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    running -= 1
    let isFailure = if case .failure = completion { true } else { false }
    let shouldComplete = !isDone && (isFailure || running == 0)
    if shouldComplete { isDone = true }
    lock.unlock()
    if shouldComplete {
      if isFailure { cancel() }
      complete(completion)
    }
  }
}
