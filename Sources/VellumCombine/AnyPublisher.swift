/// A publisher whose concrete type is hidden, as APIs return them.
///
/// ```swift
/// var results: AnyPublisher<[String], Never> {
///   $query.map { query in names.filter { $0.contains(query) } }.eraseToAnyPublisher()
/// }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  ///
  /// ```swift
  /// AnyPublisher(Just(1))
  /// ```
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { publisher.receive(subscriber: $0) }
  }

  /// Attaches `subscriber` to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher with its type hidden.
  ///
  /// ```swift
  /// func results() -> AnyPublisher<[String], Never> { $query.map(search).eraseToAnyPublisher() }
  /// ```
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
