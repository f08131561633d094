extension Publishers {
  /// Sends a value only when it differs from the one sent before it.
  ///
  /// ```swift
  /// $query.removeDuplicates()
  /// ```
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose repeats are dropped.
    public let upstream: Upstream
    /// Whether two consecutive values count as the same.
    public let predicate: (Output, Output) -> Bool

    /// A publisher dropping each value `predicate` says repeats the previous one.
    ///
    /// ```swift
    /// Publishers.RemoveDuplicates(upstream: $name) { $0.lowercased() == $1.lowercased() }
    /// ```
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber` behind the comparison; each subscription compares on its own.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let previous = Locked<Output?>(nil)
      let predicate = predicate
      upstream.receive(
        subscriber: Relay(subscriber) { value in
          let old = previous.update { stored in
            defer { stored = value }
            return stored
          }
          return old.map { predicate($0, value) } == true ? nil : value
        })
    }
  }
}

extension Publisher where Output: Equatable {
  /// The values that differ from the value before them.
  ///
  /// ```swift
  /// $query.removeDuplicates().sink { search($0) }
  /// ```
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// The values that `predicate` does not call repeats of the value before them.
  ///
  /// ```swift
  /// $user.removeDuplicates { $0.id == $1.id }
  /// ```
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}
