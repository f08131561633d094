/// The fields of one ``UncheckedFields`` object being written, in debug builds: what checks the
/// object's contract there. In release builds it holds nothing and does nothing.
///
/// Only writes in progress are recorded, so a read costs a look at an empty list in the common
/// case: a read or write of a field being written traps; a write beginning while the same field
/// is being read is not caught.
///
/// ```swift
/// var accesses = FieldAccesses()
/// accesses.begin(\Record.Fields.view, writing: true)
/// accesses.begin(\Record.Fields.isDirty, writing: true)   // another field: allowed
/// accesses.begin(\Record.Fields.view, writing: false)     // traps in debug builds
/// ```
public struct FieldAccesses {
  #if DEBUG
    /// The writes in progress, innermost last.
    @usableFromInline var writes: [AnyKeyPath] = []
  #endif

  /// No access in progress.
  @inlinable public init() {}

  /// The name of an access to a whole value rather than one of its fields (an
  /// ``UncheckedCell``'s).
  public static var wholeValue: AnyKeyPath { \FieldAccesses.self }

  /// Notes an access to `field` beginning; in debug builds, traps when the same field is being
  /// written.
  @inlinable public mutating func begin(_ field: AnyKeyPath, writing: Bool) {
    #if DEBUG
      if !writes.isEmpty, writes.contains(field) {
        preconditionFailure(
          "overlapping accesses to \(field): a \(writing ? "write" : "read") began during a "
            + "write of the same field of the same object")
      }
      if writing { writes.append(field) }
    #endif
  }

  /// Notes an access to `field` ending.
  @inlinable public mutating func end(_ field: AnyKeyPath, writing: Bool) {
    #if DEBUG
      if writing, let index = writes.lastIndex(of: field) { writes.remove(at: index) }
    #endif
  }

  /// The number of writes in progress (always 0 in release builds, which record none).
  public var writesInProgress: Int {
    #if DEBUG
      writes.count
    #else
      0
    #endif
  }
}
