@_spi(Reflection) import Swift

/// The one place Vellum reads the runtime's type metadata: a type's stored properties (offset,
/// type, kind) from the standard library's reflection walk, and whether a type is a struct from
/// its metadata's kind word. Each type is read once; ``FieldLayout`` (dynamic properties) and
/// ``ViewComparison`` (how to compare inputs) build on this.
///
/// The assumptions — fields in declaration order at the offsets `MemoryLayout` reports, the kind
/// word at the start of the metadata, `MetadataKind.Struct` = 0x200 — are pinned by
/// `RuntimeLayoutTests` on every platform the suite runs on (the contract of this file).
@MainActor
public enum RuntimeLayout {
  /// One stored property of a struct.
  public struct StoredField {
    /// Its byte offset in the struct.
    public let offset: Int
    /// Its declared type.
    public let type: Any.Type
    /// What kind of type that is.
    public let kind: Kind
  }

  /// The kinds of property types the graph tells apart.
  public enum Kind: Equatable {
    /// A struct.
    case `struct`
    /// A class instance reference.
    case `class`
    /// A closure.
    case function
    /// An optional.
    case optional
    /// Anything else (an enum, a tuple, an existential).
    case other
  }

  private static var cache: [ObjectIdentifier: [StoredField]?] = [:]

  /// The stored properties of `type` in declaration order, or `nil` when it is not a struct
  /// (enums and tuples report no fields, so they must not be read field by field).
  ///
  /// - Complexity: O(*f*) in the number of fields the first time, O(1) after.
  public static func storedFields(of type: Any.Type) -> [StoredField]? {
    let id = ObjectIdentifier(type)
    if let cached = cache[id] { return cached }
    var fields: [StoredField]?
    if isStruct(type) {
      var found: [StoredField] = []
      _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
        found.append(StoredField(offset: offset, type: fieldType, kind: Kind(kind)))
        return true
      }
      fields = found
    }
    cache[id] = .some(fields)
    return fields
  }

  /// Whether `type` is a struct, read from the kind word at the start of its runtime metadata
  /// (the ABI's `MetadataKind.Struct`, 0x200).
  public static func isStruct(_ type: Any.Type) -> Bool {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self) == 0x200
  }

  /// Whether values of `type` are plain bytes (no references), so two are equal when their
  /// bytes are.
  public static func isPlainData(_ type: Any.Type) -> Bool { _isPOD(type) }

  /// The size of a value of `type`.
  public static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }
}

extension RuntimeLayout.Kind {
  fileprivate init(_ kind: _MetadataKind) {
    switch kind {
    case .struct: self = .struct
    case .class: self = .class
    case .function: self = .function
    case .optional: self = .optional
    default: self = .other
    }
  }
}
