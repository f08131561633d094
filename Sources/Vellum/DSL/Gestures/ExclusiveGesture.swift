/// Two gestures of which only one is recognized: the first when it can, else the second.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture())
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// One of two gestures.
  ///
  /// ```swift
  /// ExclusiveGesture(TapGesture(count: 2), TapGesture())
  /// ```
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Which gesture was recognized, with its value.
  public enum Value {
    /// The first gesture.
    case first(First.Value)
    /// The second gesture.
    case second(Second.Value)
  }

  /// Primitive.
  public typealias Body = Never

  /// The first gesture takes the event if it can, else the second.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    let (one, two) = (first.makeRecognizer(), second.makeRecognizer())
    return GestureRecognizer(accepts: { one.accepts($0) || two.accepts($0) }) { event in
      if one.accepts(event), let response = one.respond(event) {
        return (response.changes.map(Value.first), .first(response.end))
      }
      guard let response = two.respond(event) else { return nil }
      return (response.changes.map(Value.second), .second(response.end))
    }
  }
}
