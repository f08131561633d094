/// Two gestures recognized together: either or both report.
///
/// ```swift
/// MagnifyGesture().simultaneously(with: RotateGesture())
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Two gestures together.
  ///
  /// ```swift
  /// SimultaneousGesture(MagnifyGesture(), RotateGesture())
  /// ```
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The values of the gestures that are running.
  public struct Value {
    /// The first gesture's value, if it is running.
    public var first: First.Value?
    /// The second gesture's value, if it is running.
    public var second: Second.Value?
  }

  /// Primitive.
  public typealias Body = Never

  /// Each event reaches both gestures; the one that takes it reports.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    let (one, two) = (first.makeRecognizer(), second.makeRecognizer())
    return GestureRecognizer(accepts: { one.accepts($0) || two.accepts($0) }) { event in
      let a = one.respond(event)
      let b = two.respond(event)
      guard a != nil || b != nil else { return nil }
      let count = max(a?.changes.count ?? 0, b?.changes.count ?? 0)
      let changes = (0..<count).map { index in
        Value(first: a?.changes[safe: index], second: b?.changes[safe: index])
      }
      return (changes, Value(first: a?.end, second: b?.end))
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
