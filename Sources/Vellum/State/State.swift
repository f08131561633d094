/// A value owned by a view and kept by Vellum across updates, for as long as the view's identity
/// lives.
///
/// Writing a new value re-evaluates the views that read it. Writing a value equal to the current
/// one (when `Value` is `Equatable`) does nothing.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline var box: StateStorage<Value>

  /// Creates a state with an initial value, used when the view's identity first appears.
  ///
  /// ```swift
  /// @State private var name = "Tacos"
  /// ```
  ///
  /// Inlinable, so the object it carries (which becomes the state's storage when the view is
  /// mounted) is made with the concrete value type where the view is written: an unspecialized
  /// generic class would look its type up at run time for every row of a list.
  @inlinable public init(wrappedValue value: Value) {
    box = StateStorage(value)
  }

  /// Creates a state with an initial value.
  ///
  /// ```swift
  /// _name = State(initialValue: "Tacos")
  /// ```
  @inlinable public init(initialValue value: Value) {
    box = StateStorage(value)
  }

  /// The current value; before the view is mounted, the initial value.
  @MainActor public var wrappedValue: Value {
    get { box.currentValue }
    nonmutating set {
      if let storage = box.linkedStorage {
        storage.value = newValue
      } else {
        box.initialValue = newValue
      }
    }
  }

  /// A binding to the value, for child views that edit it.
  ///
  /// ```swift
  /// Toggle("Remember Me", isOn: $rememberMe)
  /// ```
  @MainActor public var projectedValue: Binding<Value> {
    let box = box
    if let storage = box.linkedStorage { return Binding(location: StateLocation(storage)) }
    return Binding(get: { box.initialValue }, set: { box.initialValue = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state whose initial value is `nil`.
  ///
  /// ```swift
  /// @State private var selection: Int?
  /// ```
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    box.link(to: record, slot: slot)
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    box = box.storage(in: record, slot: slot)
    return .linked
  }
}
