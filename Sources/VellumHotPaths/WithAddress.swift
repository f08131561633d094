/// Runs `body` with the address of `value`, which is borrowed, not copied.
///
/// `withUnsafePointer(to:_:)` itself, called with a closure written on the main actor, makes
/// the closure check the executor each time it runs (the standard library is not compiled in
/// the Swift 6 language mode, so its callers' closures are checked); the closure handed on
/// from here is a value, not written here, so it is not.
///
/// ```swift
/// withAddress(of: tuple) { reconcile(elements, of: $0, into: &reconciler) }
/// ```
@inlinable package func withAddress<T, Result>(
  of value: borrowing T, _ body: (UnsafePointer<T>) -> Result
) -> Result {
  withUnsafePointer(to: value, body)
}

/// Runs `body` with the object `reference` refers to, borrowed: no retain before and no
/// release after, where reading a strong reference to call it costs both. The object must be
/// kept alive by something else for the call.
///
/// Like ``withAddress(of:_:)``, a function of ours, so a closure written on the main actor is
/// handed on as a value and does not check the executor each time it runs.
///
/// ```swift
/// withBorrowed(shape) { reconcile($0.elements, of: tuple, into: &reconciler) }
/// ```
@inlinable package func withBorrowed<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}

/// Runs `body` with the `T` stored at `address`, handed on `inout` where it is kept instead of
/// a copy of it.
///
/// A value read out of memory and handed to a function is copied for the call (a retain and a
/// release of every reference it holds: a node's arrays, a view's closures, a `@State`'s
/// storage) unless it is handed on `inout`, which no other code may reach while the call
/// runs. The memory is treated as read-only: `body` must not change the value.
///
/// ```swift
/// withValueInPlace(at: tuple + offset, as: Text.self) { reconciler.leaf(&$0, at: index) }
/// ```
@inline(__always)
@inlinable package func withValueInPlace<T, Result>(
  at address: UnsafeRawPointer, as _: T.Type, _ body: (inout T) -> Result
) -> Result {
  body(&UnsafeMutableRawPointer(mutating: address).assumingMemoryBound(to: T.self).pointee)
}
