import Foundation

extension Publishers {
  /// Sends the values of two publishers of the same kind as they arrive.
  ///
  /// ```swift
  /// saveTaps.merge(with: shortcutTaps)
  /// ```
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The shared values.
    public typealias Output = A.Output
    /// The shared failure.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// A publisher of `a`'s and `b`'s values.
    ///
    /// ```swift
    /// Publishers.Merge(saveTaps, shortcutTaps)
    /// ```
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` to both publishers; it finishes when both have, and fails when
    /// either fails.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let join = Join<Output, Never, Failure>(
        send: { _ in }, complete: subscriber.receive(completion:))
      subscriber.receive(subscription: join)
      let forward = { (value: Output) in _ = subscriber.receive(value) }
      a.receive(subscriber: join.subscriber(forward))
      b.receive(subscriber: join.subscriber(forward))
    }
  }
}

extension Publisher {
  /// This publisher's and `other`'s values, as they arrive.
  ///
  /// ```swift
  /// saveTaps.merge(with: shortcutTaps).sink { save() }
  /// ```
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
