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

/// What a view's gestures remember between events (how far a sequence has got), kept by the
/// view's record: recognizers are made afresh at each update and ask for their memory in the
/// order they are made, so each gets back the same object.
@MainActor
package final class GestureMemory {
  private var kept: [AnyObject] = []
  private var next = 0

  /// The memory of the gestures being made now, if any.
  static var current = GestureMemory()

  /// The next kept object, made by `make` the first time.
  func keep<T: AnyObject>(_ make: () -> T) -> T {
    defer { next += 1 }
    if next < kept.count, let object = kept[next] as? T { return object }
    let object = make()
    if next < kept.count { kept[next] = object } else { kept.append(object) }
    return object
  }

  /// Makes `body`'s recognizers with this memory, from its first kept object.
  package func making<T>(_ body: () -> T) -> T {
    let previous = Self.current
    Self.current = self
    next = 0
    defer { Self.current = previous }
    return body()
  }
}

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

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension Gesture {
  /// Runs `action` with each value the gesture reports while it changes.
  ///
  /// ```swift
  /// DragGesture().onChanged { offset = $0.translation }
  /// ```
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(content: self, action: action)
  }

  /// Runs `action` with the gesture's final value when it ends.
  ///
  /// ```swift
  /// TapGesture().onEnded { isLiked.toggle() }
  /// ```
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates a `@GestureState` with each value while the gesture runs; it resets at the end.
  ///
  /// ```swift
  /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
  /// ```
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Transforms the gesture's values.
  ///
  /// ```swift
  /// DragGesture().map { $0.translation }
  /// ```
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// This gesture, then `other` after it ends.
  ///
  /// ```swift
  /// LongPressGesture().sequenced(before: DragGesture())
  /// ```
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture and `other` together.
  ///
  /// ```swift
  /// MagnifyGesture().simultaneously(with: RotateGesture())
  /// ```
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// This gesture if it can be recognized, else `other`.
  ///
  /// ```swift
  /// TapGesture(count: 2).exclusively(before: TapGesture())
  /// ```
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
