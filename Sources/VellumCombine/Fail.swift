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
