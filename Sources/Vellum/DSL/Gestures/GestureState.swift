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
  /// The transaction a reset is made in, handed to `onReset`.
  private let resetTransaction: Transaction
  /// Called with the value being reset, before the reset, when the gesture ends.
  private let onReset: ((Value, inout Transaction) -> Void)?

  /// State starting at `wrappedValue`.
  ///
  /// ```swift
  /// @GestureState private var isPressing = false
  /// ```
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction(), onReset: nil)
  }

  private init(
    wrappedValue: Value, resetTransaction: Transaction,
    onReset: ((Value, inout Transaction) -> Void)?
  ) {
    state = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
    self.resetTransaction = resetTransaction
    self.onReset = onReset
  }

  /// State starting at `wrappedValue`, reset in `resetTransaction` (its animation, say) when
  /// the gesture ends. The host renders the reset's end state, as for every animation.
  ///
  /// ```swift
  /// @GestureState(resetTransaction: Transaction(animation: .spring)) private var offset = CGSize.zero
  /// ```
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue, resetTransaction: resetTransaction, onReset: nil)
  }

  /// State starting at `initialValue`, reset in `resetTransaction`.
  ///
  /// ```swift
  /// _offset = GestureState(initialValue: .zero, resetTransaction: Transaction(animation: .spring))
  /// ```
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Optional state starting at `nil`, reset in `resetTransaction`.
  ///
  /// ```swift
  /// @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var start: CGPoint?
  /// ```
  public init(resetTransaction: Transaction = Transaction()) where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// State starting at `wrappedValue`; when the gesture ends, `reset` is called with the value
  /// being reset and the reset's transaction, which it may change, then the state resets.
  ///
  /// ```swift
  /// @GestureState(reset: { value, transaction in lastDrag = value }) private var drag = CGSize.zero
  /// ```
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction(), onReset: reset)
  }

  /// State starting at `initialValue`, calling `reset` before each reset.
  ///
  /// ```swift
  /// _drag = GestureState(initialValue: .zero, reset: { value, _ in lastDrag = value })
  /// ```
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// Optional state starting at `nil`, calling `reset` before each reset.
  ///
  /// ```swift
  /// @GestureState(reset: { value, _ in lastStart = value }) private var start: CGPoint?
  /// ```
  public init(reset: @escaping (Value, inout Transaction) -> Void)
  where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil, reset: reset)
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

  /// Returns the value to its initial value, as a gesture ending does, after telling
  /// `onReset` the value being reset.
  @MainActor func reset() {
    var transaction = resetTransaction
    onReset?(state.wrappedValue, &transaction)
    state.wrappedValue = initialValue
  }
}
