/// A gesture whose `action` runs with each value it reports while it changes.
///
/// ```swift
/// DragGesture().onChanged { offset = $0.translation }
/// ```
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  let content: Content
  let action: (Content.Value) -> Void

  /// Primitive.
  public typealias Body = Never

  /// The content's recognizer, calling `action` with each change.
  public func makeRecognizer() -> GestureRecognizer<Content.Value> {
    let base = content.makeRecognizer()
    let action = action
    return GestureRecognizer(accepts: base.accepts) { event in
      guard let response = base.respond(event) else { return nil }
      for change in response.changes { action(change) }
      return response
    }
  }
}
