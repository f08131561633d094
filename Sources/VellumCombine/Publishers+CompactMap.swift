extension Publishers {
  /// Sends the upstream values a closure turns into non-`nil` values.
  ///
  /// ```swift
  /// $text.compactMap(Int.init)
  /// ```
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transform; `nil` drops the value.
    public let transform: (Upstream.Output) -> Output?

    /// A publisher sending `upstream`'s values through `transform`, without the `nil`s.
    ///
    /// ```swift
    /// Publishers.CompactMap(upstream: Just("7")) { Int($0) }
    /// ```
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
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
  /// The non-`nil` results of `transform`.
  ///
  /// ```swift
  /// $ageText.compactMap(Int.init).assign(to: &$age)
  /// ```
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
}
