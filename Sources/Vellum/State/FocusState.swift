/// Which field has keyboard focus, owned by a view: a flag for one field, or an optional value
/// naming one of several fields.
///
/// ```swift
/// @FocusState private var focus: Field?
/// TextField("Email", text: $email).focused($focus, equals: .email)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private var box: FocusBox<Value>

  /// A flag that is true while the field it is bound to has focus.
  ///
  /// ```swift
  /// @FocusState private var isFocused: Bool
  /// ```
  public init() where Value == Bool {
    box = FocusBox(false)
  }

  /// A value naming the focused field, `nil` when none has focus.
  ///
  /// ```swift
  /// @FocusState private var focus: Field?
  /// ```
  public init<T: Hashable>() where Value == T? {
    box = FocusBox(nil)
  }

  /// The focus; setting it moves focus to the matching field.
  @MainActor public var wrappedValue: Value {
    get { box.storage?.value ?? box.initial }
    nonmutating set { box.storage?.value = newValue }
  }

  /// A binding for `focused(_:)` and `focused(_:equals:)`.
  @MainActor public var projectedValue: Binding {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  /// A binding to a focus state, passed to `focused` modifiers.
  ///
  /// ```swift
  /// .focused($focus, equals: .password)
  /// ```
  @propertyWrapper
  public struct Binding {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`: for focus kept elsewhere, as the
    /// interpreter keeps a file's `@FocusState` in its view's storage.
    ///
    /// ```swift
    /// FocusState<Field?>.Binding(get: { storage.focus }, set: { storage.focus = $0 })
    /// ```
    package init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
      self.get = get
      self.set = set
    }

    /// The focus.
    @MainActor public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: GraphProperty {
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    let initial = box.initial
    let storage = record.slot(slot) { StateStorage(initial) }
    if let bound = box.storage, bound !== storage { return .boundElsewhere }
    box.storage = storage
    return .linked
  }

  package mutating func rebind(to record: GraphNode, slot: Int) -> PropertyLink {
    box = FocusBox(box.initial)
    return link(to: record, slot: slot)
  }
}

/// Focus is kept by the graph.
extension FocusState: KeptByGraph {}

/// The reference a `FocusState` carries, linked to the graph's storage.
private final class FocusBox<Value> {
  let initial: Value
  var storage: StateStorage<Value>?

  init(_ initial: Value) { self.initial = initial }
}

/// What a `focused` modifier tells the text field inside it: whether it has focus, and how to
/// give it focus or take it away.
struct FocusTarget {
  let isFocused: @MainActor () -> Bool
  let focus: @MainActor () -> Void
  let blur: @MainActor () -> Void
}

extension EnvironmentValues {
  /// The focus binding of the text field inside a `focused` modifier.
  var focusTarget: FocusTarget? {
    get { self[FocusTargetKey.self] }
    set { self[FocusTargetKey.self] = newValue }
  }
}

private enum FocusTargetKey: EnvironmentKey {
  static var defaultValue: FocusTarget? { nil }
}
