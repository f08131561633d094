extension Publishers {
  /// Sends each upstream value transformed by a closure.
  ///
  /// ```swift
  /// $celsius.map { $0 * 9 / 5 + 32 }
  /// ```
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output

    /// A publisher sending `upstream`'s values through `transform`.
    ///
    /// ```swift
    /// Publishers.Map(upstream: Just(1)) { $0 + 1 }
    /// ```
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches `subscriber` through the transform.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: Relay(subscriber, transform: transform))
    }
  }
}

extension Publisher {
  /// Each value transformed by `transform`.
  ///
  /// ```swift
  /// model.$items.map(\.count).sink { print($0, "items") }
  /// ```
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
}
