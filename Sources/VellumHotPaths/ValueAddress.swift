import Foundation

/// Where a value is kept, for code that reads a part of it in place (a view's stored property at
/// its offset, a tuple's element) instead of copying the whole: a copy retains and releases
/// every reference the value holds.
///
/// ```swift
/// withAddress(of: view) { view in
///   view.advanced(by: field.offset).withValue(as: State<Int>.self) { $0.link(to: record) }
/// }
/// ```
///
/// **Contract.** The value the address was taken from stays alive and unchanged while the
/// address is used (it is used only inside the closure that was given it); offsets name values
/// of the type read, at their alignment, inside that value; a value read in place with
/// ``withValue(as:_:)`` is not written; only an address from ``withWritableAddress(of:_:)``
/// is written, with ``modify(as:_:)``. Debug builds check every offset, size and alignment
/// against the value the address was taken from, and that only a writable address is written
/// (`ValueAddressTests`).
public struct ValueAddress {
  @usableFromInline let pointer: UnsafeRawPointer
  #if DEBUG
    /// The bytes of the value the address was taken from that lie at or after it.
    @usableFromInline let bytesLeft: Int
    /// Whether the address was taken from a variable handed `inout` to be written.
    @usableFromInline let isWritable: Bool
  #endif

  @inlinable init(_ pointer: UnsafeRawPointer, bytesLeft: Int, isWritable: Bool = false) {
    self.pointer = pointer
    #if DEBUG
      self.bytesLeft = bytesLeft
      self.isWritable = isWritable
    #endif
  }

  /// The address `offset` bytes further into the same value.
  @inlinable public func advanced(by offset: Int) -> ValueAddress {
    #if DEBUG
      precondition(offset >= 0 && offset <= bytesLeft, "offset \(offset) is outside the value")
      return ValueAddress(pointer + offset, bytesLeft: bytesLeft - offset, isWritable: isWritable)
    #else
      return ValueAddress(pointer + offset, bytesLeft: 0)
    #endif
  }

  /// Checks, in debug builds, that a `T` fits here and is aligned.
  @inlinable func check<T>(_: T.Type) {
    #if DEBUG
      precondition(MemoryLayout<T>.size <= bytesLeft, "a \(T.self) does not fit in the value")
      precondition(
        Int(bitPattern: pointer) % MemoryLayout<T>.alignment == 0, "a \(T.self) is misaligned")
    #endif
  }

  /// A copy of the `T` kept here.
  @inlinable public func load<T>(as type: T.Type) -> T {
    check(T.self)
    return pointer.load(as: T.self)
  }

  /// Runs `body` with the `T` kept here, handed on `inout` where it is rather than a copy of it;
  /// `body` must not change it.
  @inline(__always)
  @inlinable public func withValue<T, Result>(as type: T.Type, _ body: (inout T) -> Result)
    -> Result
  {
    check(T.self)
    return body(&UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: T.self).pointee)
  }

  /// Runs `body` with the `T` kept here to change it in place. Only for an address from
  /// ``withWritableAddress(of:_:)``: the variable it was taken from is the caller's own.
  @inline(__always)
  @inlinable public func modify<T, Result>(as type: T.Type, _ body: (inout T) -> Result)
    -> Result
  {
    check(T.self)
    #if DEBUG
      precondition(isWritable, "a \(T.self) is written through a read-only address")
    #endif
    return body(&UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: T.self).pointee)
  }

  /// Whether the `count` bytes here equal the `count` bytes at `other`.
  @inlinable public func bytesEqual(_ other: ValueAddress, count: Int) -> Bool {
    #if DEBUG
      precondition(count <= bytesLeft && count <= other.bytesLeft, "the bytes overrun a value")
    #endif
    return memcmp(pointer, other.pointer, count) == 0
  }
}

/// Runs `body` with the address of `value`, which is borrowed, not copied.
///
/// `withUnsafePointer(to:_:)` itself, called with a closure written on the main actor, makes
/// the closure check the executor each time it runs (the standard library is not compiled in
/// the Swift 6 language mode, so its callers' closures are checked); the closure handed on from
/// here is a value, not written here, so it is not.
///
/// ```swift
/// withAddress(of: tuple) { reconcile(elements, of: $0, into: &reconciler) }
/// ```
@inline(__always)
@inlinable public func withAddress<T, Result>(
  of value: borrowing T, _ body: (ValueAddress) -> Result
) -> Result {
  withUnsafePointer(to: value) { body(ValueAddress($0, bytesLeft: MemoryLayout<T>.size)) }
}

/// Runs `body` with the address of `value`, which it may change in place through
/// ``ValueAddress/modify(as:_:)``.
///
/// ```swift
/// var own = view
/// withWritableAddress(of: &own) { $0.advanced(by: offset).modify(as: State<Int>.self) { … } }
/// ```
@inline(__always)
@inlinable public func withWritableAddress<T, Result>(
  of value: inout T, _ body: (ValueAddress) -> Result
) -> Result {
  withUnsafeMutablePointer(to: &value) {
    body(ValueAddress($0, bytesLeft: MemoryLayout<T>.size, isWritable: true))
  }
}

/// Runs `body` with the addresses of `first`, handed `inout` so that it is not copied (and not
/// written), and of `second`.
///
/// ```swift
/// withAddresses(of: &record.view, and: newView) { compare($0, $1, by: strategy) }
/// ```
@inline(__always)
@inlinable public func withAddresses<First, Second, Result>(
  of first: inout First, and second: Second, _ body: (ValueAddress, ValueAddress) -> Result
) -> Result {
  withUnsafeMutablePointer(to: &first) { first in
    withUnsafePointer(to: second) { second in
      body(
        ValueAddress(first, bytesLeft: MemoryLayout<First>.size),
        ValueAddress(second, bytesLeft: MemoryLayout<Second>.size))
    }
  }
}
