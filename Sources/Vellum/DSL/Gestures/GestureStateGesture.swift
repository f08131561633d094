/// A gesture that updates a `@GestureState` while it runs; the state returns to its initial
/// value when the gesture ends.
///
/// ```swift
/// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
/// ```
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void

  /// `base`, updating `state` with `body` as it changes (what `updating(_:body:)` makes).
  ///
  /// ```swift
  /// GestureStateGesture(base: DragGesture(), state: $offset) { value, offset, _ in
  ///   offset = value.translation
  /// }
  /// ```
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  /// Primitive.
  public typealias Value = Base.Value
  /// Primitive.
  public typealias Body = Never

  /// The base's recognizer, updating the state with each change and resetting it at the end.
  public func makeRecognizer() -> GestureRecognizer<Base.Value> {
    let recognizer = base.makeRecognizer()
    let (state, update) = (state, body)
    return GestureRecognizer(accepts: recognizer.accepts) { event in
      guard let response = recognizer.respond(event) else { return nil }
      for change in response.changes {
        var value = state.wrappedValue
        var transaction = Transaction()
        update(change, &value, &transaction)
        state.set(value)
      }
      state.reset()
      return response
    }
  }
}
