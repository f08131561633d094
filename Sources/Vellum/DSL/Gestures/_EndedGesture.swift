/// A gesture whose `action` runs with its final value when it ends.
///
/// ```swift
/// TapGesture().onEnded { isSelected.toggle() }
/// ```
public struct _EndedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void

  /// Primitive.
  public typealias Body = Never

  /// The content's recognizer, calling `action` at the end.
  public func makeRecognizer() -> GestureRecognizer<Content.Value> {
    let base = content.makeRecognizer()
    let action = action
    return GestureRecognizer(accepts: base.accepts) { event in
      guard let response = base.respond(event) else { return nil }
      action(response.end)
      return response
    }
  }
}
