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
