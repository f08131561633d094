/// An observable object passed into a view; the view updates whenever the object announces a
/// change.
///
/// ```swift
/// struct CounterView: View {
///   @ObservedObject var state: AppState
///   var body: some View {
///     Button("+") { state.count += 1 }
///   }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The observed object.
  public var wrappedValue: ObjectType

  /// Observes an object.
  ///
  /// ```swift
  /// @ObservedObject var state: AppState
  /// ```
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes an object.
  ///
  /// ```swift
  /// _state = ObservedObject(initialValue: state)
  /// ```
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// Bindings to the object's properties: `$state.count`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an object's writable properties.
  ///
  /// ```swift
  /// TextField("Email", text: $model.email)
  /// ```
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(object: object, keyPath: keyPath)
    }
  }
}

extension ObservedObject: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    record.slot(slot) { ObjectSubscription() }.observe(wrappedValue, for: record)
    return .linked
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    link(to: record, slot: slot)
  }
}

extension Binding {
  /// A binding to a property of an object.
  init<Object: AnyObject>(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.init(location: ObjectLocation(object: object, keyPath: keyPath))
  }
}

/// A binding into a property of a reference type.
final class ObjectLocation<Object: AnyObject, Value>: Location {
  let object: Object
  let keyPath: ReferenceWritableKeyPath<Object, Value>

  init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  func isSame(as other: any Location<Value>) -> Bool {
    guard let other = other as? ObjectLocation<Object, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }

  func get() -> Value { object[keyPath: keyPath] }
  func set(_ value: Value) { object[keyPath: keyPath] = value }
}
