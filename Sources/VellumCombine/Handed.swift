/// A value handed to work that runs on another thread by a sender that does not use it again
/// (a scheduled action, a delivered value): the sender's promise is what makes it safe to send.
///
/// ```swift
/// let handed = Handed(action)
/// queue.async { handed.value() }
/// ```
package final class Handed<Value>: @unchecked Sendable {
  /// The value handed over.
  package let value: Value

  /// Hands `value` over.
  package init(_ value: Value) { self.value = value }
}
