extension Publishers {
  /// Sends the upstream values that satisfy a predicate.
  ///
  /// ```swift
  /// $query.filter { $0.count >= 3 }
  /// ```
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are filtered.
    public let upstream: Upstream
    /// Whether a value is sent on.
    public let isIncluded: (Upstream.Output) -> Bool

    /// A publisher sending `upstream`'s values that satisfy `isIncluded`.
    ///
    /// ```swift
    /// Publishers.Filter(upstream: Just(4)) { $0.isMultiple(of: 2) }
    /// ```
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches `subscriber` behind the predicate.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.receive(subscriber: Relay(subscriber) { isIncluded($0) ? $0 : nil })
    }
  }
}

extension Publisher {
  /// The values that satisfy `isIncluded`.
  ///
  /// ```swift
  /// $count.filter { $0 > 10 }.sink { _ in showBadge = true }
  /// ```
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
}
