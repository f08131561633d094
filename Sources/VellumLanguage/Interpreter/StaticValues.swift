import Foundation

/// The values of a program's type properties (`static let`), each computed the first time it
/// is read and kept, as Swift initializes a type property lazily and once. Checking keeps its
/// own values apart: a closure made while checking checks its body when called (each loop runs
/// once), so the running program must never call one.
///
/// A property read again while its own value is being computed (`static let a = B.b` with
/// `static let b = A.a`) is an error, where Swift would deadlock or trap.
///
/// ```swift
/// let value = try statics.value(of: "Habit.samples", checking: false, at: location) {
///   try evaluate(initial)
/// }
/// ```
final class StaticValues: @unchecked Sendable {
  // The lock makes the program shareable; it is not held while a value is computed, since
  // computing one may read others.
  private let lock = NSLock()
  private var values: [String: Value] = [:]
  private var computing: Set<String> = []

  /// The value of the type property `name` (`Type.name`), computing it with `compute` the first
  /// time, for checking or for running.
  func value(
    of name: String, checking: Bool, at location: SourceLocation,
    compute: () throws(Diagnostic) -> Value
  ) throws(Diagnostic) -> Value {
    let key = checking ? "checking " + name : name
    let cached: Value?? = lock.withLock {
      if let value = values[key] { return .some(value) }
      return computing.insert(key).inserted ? .some(nil) : nil
    }
    guard let cached else {
      throw Diagnostic(
        message: "'\(name)' is read while its own value is being computed", location: location)
    }
    if let value = cached { return value }
    defer { lock.withLock { _ = computing.remove(key) } }
    let value = try compute()
    lock.withLock { values[key] = value }
    return value
  }
}
