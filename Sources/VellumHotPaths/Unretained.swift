/// A reference that does not keep its object alive and is used without a retain: for an
/// object something else keeps alive for as long as the reference is used (a process-lifetime
/// cache entry, a record's owner while it is mounted).
///
/// ```swift
/// let owner = Unretained(record)
/// owner.withObject { $0.invalidate() }
/// owner.refers(to: record)   // true
/// ```
///
/// **Contract.** The object outlives every use of the reference. Debug builds also hold the
/// object weakly and trap when it is used after it was freed (`UnretainedTests`); release builds
/// hold only the address.
public struct Unretained<Object: AnyObject> {
  @usableFromInline let reference: Unmanaged<Object>
  #if DEBUG
    @usableFromInline weak var check: Object?
  #endif

  /// A reference to `object` that does not retain it.
  @inlinable public init(_ object: Object) {
    reference = Unmanaged.passUnretained(object)
    #if DEBUG
      check = object
    #endif
  }

  /// A reference to `object`, retained once and never released: the object lives as long as
  /// the process (a cache of per-type values).
  @inlinable public init(keepingForever object: Object) {
    reference = Unmanaged.passRetained(object)
    #if DEBUG
      check = object
    #endif
  }

  /// Runs `body` with the object, borrowed: no retain before and no release after.
  @inlinable public func withObject<Result>(_ body: (Object) -> Result) -> Result {
    #if DEBUG
      precondition(check != nil, "an Unretained reference was used after its object was freed")
    #endif
    return reference._withUnsafeGuaranteedRef(body)
  }

  /// The object, retained for the caller.
  @inlinable public var object: Object {
    #if DEBUG
      precondition(check != nil, "an Unretained reference was used after its object was freed")
    #endif
    return reference.takeUnretainedValue()
  }

  /// Whether this refers to `object`, by address: nothing is retained or read.
  @inlinable public func refers(to object: Object) -> Bool {
    reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }
}
