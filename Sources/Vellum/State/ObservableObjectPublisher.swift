import Foundation

/// The publisher an `ObservableObject` uses to announce that it is about to change.
///
/// Vellum's own minimal publisher: subscribers are called synchronously on `send()`; there is no
/// Combine dependency.
///
/// ```swift
/// final class AppState: ObservableObject {
///   let objectWillChange = ObservableObjectPublisher()
///   var count = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
public final class ObservableObjectPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [Int: @Sendable () -> Void] = [:]
  private var nextID = 0

  /// Creates a publisher with no subscribers.
  ///
  /// ```swift
  /// let objectWillChange = ObservableObjectPublisher()
  /// ```
  public init() {}

  /// Tells every subscriber that the object is about to change.
  ///
  /// ```swift
  /// objectWillChange.send()
  /// ```
  public func send() {
    lock.lock()
    let current = Array(subscribers.values)
    lock.unlock()
    for subscriber in current { subscriber() }
  }

  /// Calls `handler` on every `send()` until the returned subscription is released.
  ///
  /// ```swift
  /// let subscription = model.objectWillChange.sink { print("changing") }
  /// ```
  public func sink(_ handler: @escaping @Sendable () -> Void) -> Subscription {
    lock.lock()
    defer { lock.unlock() }
    nextID += 1
    subscribers[nextID] = handler
    return Subscription(publisher: self, id: nextID)
  }

  fileprivate func cancel(_ id: Int) {
    lock.lock()
    subscribers[id] = nil
    lock.unlock()
  }

  /// A live subscription; releasing it or calling ``cancel()`` ends it.
  public final class Subscription: @unchecked Sendable {
    private weak var publisher: ObservableObjectPublisher?
    private let id: Int

    fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
      self.publisher = publisher
      self.id = id
    }

    /// Stops receiving changes.
    ///
    /// ```swift
    /// subscription.cancel()
    /// ```
    public func cancel() { publisher?.cancel(id) }

    deinit { cancel() }
  }
}
