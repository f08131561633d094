/// A custom animation's state, by key: each key's value, or its default.
///
/// ```swift
/// var state = AnimationState<Double>()
/// state[Velocity.self] = 2
/// ```
public struct AnimationState<Value: VectorArithmetic> {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Empty state: every key has its default value.
  ///
  /// ```swift
  /// AnimationState<Double>()
  /// ```
  public init() {}

  /// The value for `key`.
  ///
  /// ```swift
  /// state[Velocity.self] += 1
  /// ```
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
