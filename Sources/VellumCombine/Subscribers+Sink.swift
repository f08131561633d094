import Foundation

extension Subscribers {
  /// A subscriber that calls closures for every value and for the completion; what
  /// `sink(receiveValue:)` attaches.
  ///
  /// ```swift
  /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
  /// ```
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var isCancelled = false

    /// A sink with a closure for values and one for the completion.
    ///
    /// ```swift
    /// Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// ```
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription so ``cancel()`` can end it.
    public func receive(subscription: any Subscription) {
      lock.lock()
      let cancelled = isCancelled
      if !cancelled { self.subscription = subscription }
      lock.unlock()
      if cancelled { subscription.cancel() }
    }

    /// Calls ``receiveValue`` unless cancelled.
    public func receive(_ input: Input) -> Subscribers.Demand {
      guard !cancelled else { return .none }
      receiveValue(input)
      return .unlimited
    }

    /// Calls ``receiveCompletion`` unless cancelled.
    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !cancelled else { return }
      receiveCompletion(completion)
      lock.lock()
      subscription = nil
      lock.unlock()
    }

    /// Ends the subscription; no value arrives after it.
    public func cancel() {
      lock.lock()
      isCancelled = true
      let subscription = self.subscription
      self.subscription = nil
      lock.unlock()
      subscription?.cancel()
    }

    private var cancelled: Bool {
      lock.lock()
      defer { lock.unlock() }
      return isCancelled
    }
  }
}

extension Publisher {
  /// Calls `receiveValue` with every value and `receiveCompletion` when the publisher ends.
  ///
  /// ```swift
  /// loader.sink(receiveCompletion: { print($0) }, receiveValue: { items = $0 })
  ///   .store(in: &cancellables)
  /// ```
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receive(subscriber: sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with every value.
  ///
  /// ```swift
  /// model.$count.sink { print("count is now", $0) }.store(in: &cancellables)
  /// ```
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value into a property of an object.
  ///
  /// ```swift
  /// $celsius.map { $0 * 9 / 5 + 32 }.assign(to: \.fahrenheit, on: self).store(in: &cancellables)
  /// ```
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    sink { object[keyPath: keyPath] = $0 }
  }
}
