/// A publisher that sends one value and finishes.
///
/// ```swift
/// Text(name).onReceive(Just(42)) { answer = $0 }
/// ```
public struct Just<Output>: Publisher {
  /// `Just` never fails.
  public typealias Failure = Never

  /// The value it sends.
  public let output: Output

  /// A publisher of `output`.
  ///
  /// ```swift
  /// Just("hello")
  /// ```
  public init(_ output: Output) { self.output = output }

  /// Sends the value, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: ListSubscription(cancel: {}))
    _ = subscriber.receive(output)
    subscriber.receive(completion: .finished)
  }
}

/// A publisher that sends nothing, and finishes at once unless told not to.
///
/// ```swift
/// let nothing = Empty<Int, Never>()
/// ```
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether it finishes at once.
  public let completeImmediately: Bool

  /// An empty publisher.
  ///
  /// ```swift
  /// Empty<Int, Never>(completeImmediately: false)   // never finishes
  /// ```
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Finishes at once, or never.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: ListSubscription(cancel: {}))
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that fails at once with an error.
///
/// ```swift
/// Fail<Int, URLError>(error: URLError(.notConnectedToInternet))
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error it fails with.
  public let error: Failure

  /// A publisher failing with `error`.
  ///
  /// ```swift
  /// Fail<Int, URLError>(error: URLError(.badURL))
  /// ```
  public init(error: Failure) { self.error = error }

  /// Fails at once.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: ListSubscription(cancel: {}))
    subscriber.receive(completion: .failure(error))
  }
}
