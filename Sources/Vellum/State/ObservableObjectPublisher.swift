/// The publisher an `ObservableObject` uses to announce that it is about to change.
///
/// Vellum's own: subscribers are called synchronously on `send()`; there is no Combine
/// dependency.
///
/// ```swift
/// final class AppState: ObservableObject {
///   let objectWillChange = ObservableObjectPublisher()
///   var count = 0 { willSet { objectWillChange.send() } }
/// }
/// let cancellable = state.objectWillChange.sink { print("changing") }
/// ```
public final class ObservableObjectPublisher: Publisher, Sendable {
  /// It sends no value, only the fact of a change.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void, Never>()

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
    subscribers.send(())
  }

  /// Attaches a subscriber that is told of every change.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subscribers.add(subscriber)
  }

  /// The `objectWillChange` of `object` when it is an `ObservableObject` using this type, the
  /// publisher `@Published` properties announce through.
  static func defaultPublisher(of object: AnyObject) -> ObservableObjectPublisher? {
    guard let observable = object as? any ObservableObject else { return nil }
    return observable.objectWillChange as? ObservableObjectPublisher
  }
}
