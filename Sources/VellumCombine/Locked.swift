import Foundation

/// A value changed under a lock: the state one subscription of a stateful operator keeps (the
/// previous value of `removeDuplicates`, the count of `dropFirst`).
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` on the value, under the lock.
  func update<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
