import Foundation

/// How a gesture responds to events: for each event it handles, the values it reports while
/// it changes, then the value it ends with.
public struct GestureRecognizer<Value> {
  /// The values reported for an event, and the final value; `nil` when the event is not this
  /// gesture's.
  /// Performs the gesture for an event: runs its actions and returns what it reported.
  let respond: (GestureEvent) -> (changes: [Value], end: Value)?
  /// Whether the gesture takes an event, without running anything.
  let accepts: (GestureEvent) -> Bool

  /// A primitive gesture's recognizer: `respond` has no side effects, so it also answers
  /// whether an event is taken.
  init(respond: @escaping (GestureEvent) -> (changes: [Value], end: Value)? = { _ in nil }) {
    self.respond = respond
    accepts = { respond($0) != nil }
  }

  /// A recognizer whose responses run actions, taking the events `accepts` takes.
  init(
    accepts: @escaping (GestureEvent) -> Bool,
    respond: @escaping (GestureEvent) -> (changes: [Value], end: Value)?
  ) {
    self.respond = respond
    self.accepts = accepts
  }

  /// The same recognizer reporting transformed values.
  func map<T>(_ transform: @escaping (Value) -> T) -> GestureRecognizer<T> {
    GestureRecognizer<T>(accepts: accepts) { event in
      respond(event).map { ($0.changes.map(transform), transform($0.end)) }
    }
  }
}
