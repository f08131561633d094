extension Publishers {
  /// Leaves out the first values of its upstream.
  ///
  /// ```swift
  /// $query.dropFirst()   // skip the value sent on subscription
  /// ```
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are dropped.
    public let upstream: Upstream
    /// How many values to drop.
    public let count: Int

    /// A publisher leaving out `upstream`'s first `count` values.
    ///
    /// ```swift
    /// Publishers.Drop(upstream: model.$count, count: 1)
    /// ```
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches `subscriber` after the dropped values; each subscription counts on its own.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let seen = Locked(0)
      let count = count
      upstream.receive(
        subscriber: Relay(subscriber) { value in
          let index = seen.update { seen in
            seen += 1
            return seen
          }
          return index > count ? value : nil
        })
    }
  }
}

extension Publisher {
  /// The values after the first `count`.
  ///
  /// ```swift
  /// $name.dropFirst().sink { _ in hasChanges = true }
  /// ```
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}
