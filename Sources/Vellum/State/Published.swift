import Foundation

/// A property of an `ObservableObject` that announces its changes.
///
/// Setting the property calls the enclosing object's `objectWillChange.send()`, then sends the new
/// value to the subscribers of `$property`, then stores it — Combine's order, so a subscriber of
/// `$property` sees the new value while the property still holds the old one.
///
/// ```swift
/// final class AppState: ObservableObject {
///   @Published var count = 0
/// }
/// let cancellable = state.$count.sink { print($0) }   // prints 0, then every new count
/// ```
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// Creates a published property with an initial value.
  ///
  /// ```swift
  /// @Published var count = 0
  /// ```
  public init(wrappedValue: Value) {
    box = PublishedBox(wrappedValue)
  }

  /// Creates a published property with an initial value.
  ///
  /// ```swift
  /// _count = Published(initialValue: 0)
  /// ```
  public init(initialValue: Value) {
    box = PublishedBox(initialValue)
  }

  /// Unavailable: `@Published` is only for properties of classes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's publisher: `$count` sends the current value on subscription and every new
  /// value before it is stored.
  ///
  /// ```swift
  /// model.$query.removeDuplicates().sink { search($0) }.store(in: &cancellables)
  /// ```
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {}
  }

  /// Reads and writes the value through the enclosing object, announcing writes.
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set { object[keyPath: storageKeyPath].box.owned(by: object).set(newValue) }
  }

  /// The publisher of the enclosing object's property, which then announces `assign(to:)` writes
  /// through the object's `objectWillChange`.
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object,
    projected wrappedKeyPath: KeyPath<Object, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Publisher {
    get { Publisher(box: object[keyPath: storageKeyPath].box.owned(by: object)) }
    set {}
  }
}

extension Published {
  /// The publisher of a `@Published` property (`$property`): it never fails.
  ///
  /// ```swift
  /// let publisher: Published<Int>.Publisher = model.$count
  /// ```
  public struct Publisher: Vellum.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// A property's publisher never fails.
    public typealias Failure = Never

    let box: PublishedBox<Value>

    /// Sends the current value, then every new one.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      let value = box.value
      guard box.subscribers.add(subscriber) != nil else { return }
      _ = subscriber.receive(value)
    }
  }
}

/// The storage of one `@Published` property: its value, the subscribers of its publisher, the
/// enclosing object's change announcer, and the subscriptions `assign(to:)` keeps alive.
final class PublishedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValue: Value
  private weak var announcer: ObservableObjectPublisher?
  private var hasOwner = false
  private var kept: [AnyCancellable] = []
  let subscribers = SubscriberList<Value, Never>()

  init(_ value: Value) { storedValue = value }

  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return storedValue
  }

  /// Remembers the enclosing object's default `objectWillChange`, once; writes announce through
  /// it (reads do not need it, so the getter never asks).
  func owned(by object: AnyObject) -> Self {
    lock.lock()
    let known = hasOwner
    lock.unlock()
    guard !known else { return self }
    let publisher = ObservableObjectPublisher.defaultPublisher(of: object)
    lock.lock()
    announcer = publisher
    hasOwner = true
    lock.unlock()
    return self
  }

  /// Announces the change, sends the new value, then stores it.
  func set(_ newValue: Value) {
    lock.lock()
    let announcer = self.announcer
    lock.unlock()
    announcer?.send()
    subscribers.send(newValue)
    lock.lock()
    storedValue = newValue
    lock.unlock()
  }

  /// Keeps `cancellable` alive as long as the property.
  func keep(_ cancellable: AnyCancellable) {
    lock.lock()
    kept.append(cancellable)
    lock.unlock()
  }
}
