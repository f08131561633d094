/// A property of an `ObservableObject` that announces its changes.
///
/// Setting the property calls the enclosing object's `objectWillChange.send()` before storing
/// the new value, as SwiftUI does.
///
/// ```swift
/// final class AppState: ObservableObject {
///   @Published var count = 0
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
  private var storage: Value

  /// Creates a published property with an initial value.
  ///
  /// ```swift
  /// @Published var count = 0
  /// ```
  public init(wrappedValue: Value) {
    storage = wrappedValue
  }

  /// Creates a published property with an initial value.
  ///
  /// ```swift
  /// _count = Published(initialValue: 0)
  /// ```
  public init(initialValue: Value) {
    storage = initialValue
  }

  /// Unavailable: `@Published` is only for properties of classes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// Reads and writes the value through the enclosing object, announcing writes.
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage }
    set {
      (object as? any ObservableObject)?.objectWillChange.send()
      object[keyPath: storageKeyPath].storage = newValue
    }
  }
}
