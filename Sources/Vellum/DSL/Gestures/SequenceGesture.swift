/// Two gestures, the second recognized only after the first ended (a long press, then a drag).
///
/// ```swift
/// LongPressGesture().sequenced(before: DragGesture())
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// A sequence of two gestures.
  ///
  /// ```swift
  /// SequenceGesture(LongPressGesture(), DragGesture())
  /// ```
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Which gesture is running, with the values so far.
  public enum Value {
    /// The first gesture is running.
    case first(First.Value)
    /// The first ended; the second is running (or has not started).
    case second(First.Value, Second.Value?)
  }

  /// Primitive.
  public typealias Body = Never

  /// The second gesture is recognized only once the first has ended: a host event the first
  /// takes reports `.first`; after the first's end, an event the second takes reports
  /// `.second` with the first's end value.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    let (one, two) = (first.makeRecognizer(), second.makeRecognizer())
    let ended = GestureMemory.current.keep { SequenceProgress<First.Value>() }
    let accepts = { (event: GestureEvent) in
      one.accepts(event) || (ended.firstEnd != nil && two.accepts(event))
    }
    return GestureRecognizer(accepts: accepts) { event in
      if let response = one.respond(event) {
        ended.firstEnd = response.end
        return (response.changes.map(Value.first), .first(response.end))
      }
      guard let firstEnd = ended.firstEnd, let response = two.respond(event) else { return nil }
      ended.firstEnd = nil
      return (response.changes.map { .second(firstEnd, $0) }, .second(firstEnd, response.end))
    }
  }
}

/// Whether the first gesture of a sequence has ended, with its end value.
private final class SequenceProgress<FirstValue> {
  var firstEnd: FirstValue?
}
