/// Memory for one value, allocated once and filled and emptied many times, whose value is read
/// in place. Unlike an optional, using it needs no `Optional<Value>` metadata in code not
/// specialized for `Value` (a memo of a leaf type known only when running), and its value is
/// handed on `inout` where it is, not copied out; a `let` of it in an object is read without a
/// run-time exclusivity check.
///
/// ```swift
/// let slot = ValueSlot<Text>()
/// slot.fill(with: Text("A"))
/// slot.withValue { $0 == Text("A") }   // true
/// slot.empty()
/// ```
///
/// **Contract.** ``withValue(_:)`` is called only while the slot is full (checked by a
/// precondition in every build), its body does not change the value, and the slot is not
/// filled or emptied while its value is being read (`ValueAddressTests`).
public final class ValueSlot<Value> {
  @usableFromInline let memory = UnsafeMutablePointer<Value>.allocate(capacity: 1)
  @exclusivity(unchecked) @usableFromInline var full = false

  /// Whether the slot holds a value.
  @inlinable public var isFull: Bool { full }

  /// An empty slot.
  @inlinable public init() {}

  /// Puts `value` in the slot, in place of the value it held.
  @inlinable public func fill(with value: Value) {
    if full { memory.deinitialize(count: 1) }
    memory.initialize(to: value)
    full = true
  }

  /// Lets go of the value the slot held, if any.
  @inlinable public func empty() {
    guard full else { return }
    memory.deinitialize(count: 1)
    full = false
  }

  /// Runs `body` with the value, handed on `inout` where the slot keeps it.
  @inline(__always)
  @inlinable public func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
    precondition(full, "an empty slot was read")
    return body(&memory.pointee)
  }

  deinit {
    if full { memory.deinitialize(count: 1) }
    memory.deallocate()
  }
}
