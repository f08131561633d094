import Foundation

extension Publishers {
  /// Sends the latest value of each of two publishers whenever either sends, once both have.
  ///
  /// ```swift
  /// $email.combineLatest($password).map { !$0.isEmpty && !$1.isEmpty }
  /// ```
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// The pair of latest values.
    public typealias Output = (A.Output, B.Output)
    /// The shared failure.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// A publisher of `a`'s and `b`'s latest values.
    ///
    /// ```swift
    /// Publishers.CombineLatest(model.$first, model.$last)
    /// ```
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` to both publishers; it finishes when both have, and fails when
    /// either fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let join = Join<A.Output, B.Output, Failure>(
        send: { _ = subscriber.receive($0) }, complete: subscriber.receive(completion:))
      subscriber.receive(subscription: join)
      a.receive(subscriber: join.subscriber { join.update(first: $0) })
      b.receive(subscriber: join.subscriber { join.update(second: $0) })
    }
  }
}

extension Publisher {
  /// Pairs of this publisher's and `other`'s latest values.
  ///
  /// ```swift
  /// $email.combineLatest($password).map { !$0.isEmpty && !$1.isEmpty }.assign(to: &$canSignIn)
  /// ```
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }
}

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
