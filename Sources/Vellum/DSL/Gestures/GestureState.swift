/// State a gesture updates while it runs (`updating(_:body:)`), back to its initial value when
/// the gesture ends.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// Card().offset(dragOffset).gesture(DragGesture().updating($dragOffset) { v, s, _ in s = v.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private var state: State<Value>
  private let initialValue: Value

  /// State starting at `wrappedValue`.
  ///
  /// ```swift
  /// @GestureState private var isPressing = false
  /// ```
  public init(wrappedValue: Value) {
    state = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
  }

  /// State starting at `initialValue`.
  ///
  /// ```swift
  /// _scale = GestureState(initialValue: 1)
  /// ```
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The value while a gesture runs, else the initial value.
  @MainActor public var wrappedValue: Value { state.wrappedValue }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Sets the value while a gesture runs.
  @MainActor func set(_ value: Value) { state.wrappedValue = value }

  /// Returns the value to its initial value, as a gesture ending does.
  @MainActor func reset() { state.wrappedValue = initialValue }
}
