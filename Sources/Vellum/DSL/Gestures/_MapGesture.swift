/// A gesture whose values are transformed.
///
/// ```swift
/// DragGesture().map { $0.translation.width }
/// ```
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let content: Content
  let transform: (Content.Value) -> Value

  /// Primitive.
  public typealias Body = Never

  /// The content's recognizer, reporting transformed values.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    content.makeRecognizer().map(transform)
  }
}
