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
  @usableFromInline let box: StateBox<Value>

  /// Creates a state with an initial value, used when the view's identity first appears.
  ///
  /// ```swift
  /// @State private var name = "Tacos"
  /// ```
  ///
  /// Inlinable, so the box is made with the concrete value type where the view is written:
  /// a list's rows are rebuilt on each of its updates, and an unspecialized generic box would
  /// look its type up at run time for every row.
  @inlinable public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  /// Creates a state with an initial value.
  ///
  /// ```swift
  /// _name = State(initialValue: "Tacos")
  /// ```
  @inlinable public init(initialValue value: Value) {
    box = StateBox(value)
  }

  /// The current value; before the view is mounted, the initial value.
  @MainActor public var wrappedValue: Value {
    get { box.storage?.value ?? box.initialValue }
    nonmutating set {
      if let storage = box.storage {
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
    if let storage = box.storage { return Binding(location: StateLocation(storage)) }
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
  package func link(to record: GraphNode, slot: Int) -> String? {
    let initial = box.initialValue
    box.storage = record.slot(slot) { StateStorage(initial) }
    return nil
  }
}

/// The reference a `State` value carries from its creation, linked to the graph's storage.
@usableFromInline final class StateBox<Value> {
  var initialValue: Value
  /// Set when the view is linked and read on every read of the state, in single accesses, so
  /// exempt from the run-time exclusivity check.
  @exclusivity(unchecked) var storage: StateStorage<Value>?

  @usableFromInline init(_ value: Value) { initialValue = value }
}
