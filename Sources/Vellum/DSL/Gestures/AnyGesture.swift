/// A gesture of any type with values of type `Value`: gestures chosen at run time behind one
/// type.
///
/// ```swift
/// var gesture: AnyGesture<Void> {
///   isEditing ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// }
/// ```
public struct AnyGesture<Value>: Gesture {
  private let recognizer: () -> GestureRecognizer<Value>

  /// `gesture`, erased.
  ///
  /// ```swift
  /// AnyGesture(LongPressGesture().map { _ in () })
  /// ```
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    recognizer = gesture.makeRecognizer
  }

  /// Primitive.
  public typealias Body = Never

  /// Recognizes as the erased gesture does.
  public func makeRecognizer() -> GestureRecognizer<Value> { recognizer() }
}
