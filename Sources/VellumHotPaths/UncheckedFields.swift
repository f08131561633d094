/// An object whose hot mutable fields, kept together in one value, are read and written without
/// the run-time exclusivity check a class's stored property costs on every access.
///
/// Inherit from ``UncheckedFields`` (or ``MainActorUncheckedFields``) with a struct of the
/// fields the hot paths touch, and forward each field, naming it for the debug check:
///
/// ```swift
/// final class Record: UncheckedFields<Record.Fields> {
///   struct Fields { var isDirty = false }
///   var isDirty: Bool {
///     _read { yield self[fields: \.isDirty].isDirty }
///     _modify { yield &self[fields: \.isDirty].isDirty }
///   }
/// }
/// ```
///
/// **Contract.** An access to a field never overlaps a write of the same field: no field is
/// passed `inout` to, or held across a call to, code that reads or writes that field of the
/// same object again; and the object is used from one thread at a time. Accesses to different
/// fields may overlap (a record's view is evaluated in place while its flags change), as they
/// may for separate stored properties.
///
/// **Checked in debug builds**, where each object records the fields being written and traps
/// on an access that breaks the contract (``FieldAccesses``); release builds record nothing and
/// skip Swift's run-time check. The fields are declared here because `@exclusivity(unchecked)`
/// is honoured only where the stored property's own module accesses it, which this protocol's
/// `@inlinable` subscript does.
public protocol UncheckedFieldsHolder: AnyObject {
  /// The struct of fields.
  associatedtype Fields
  /// The fields; reach them through ``subscript(fields:readInPlace:)``.
  var storage: Fields { get set }
  /// The fields being written, in debug builds.
  var accesses: FieldAccesses { get set }
}

extension UncheckedFieldsHolder {
  /// The fields, accessed to read or write the one at `field`, in place and without a
  /// run-time exclusivity check.
  ///
  /// Release builds ignore `field`; debug builds check the access against the others in
  /// progress. `Fields` is best not generic: a key path into a generic struct is made at run
  /// time, in code not specialized for its type, even where it is then ignored. A field handed `inout` only so that it is read where it is, not copied (a view
  /// evaluated in place), is accessed with `readInPlace`: the caller promises not to write it,
  /// and the access counts as a read.
  ///
  /// - Complexity: O(1) in release builds; O(*n*) in debug builds for *n* writes in progress
  ///   on the object.
  @inlinable
  public subscript(
    fields field: PartialKeyPath<Fields>, readInPlace readInPlace: Bool = false
  ) -> Fields {
    _read {
      #if DEBUG
        accesses.begin(field, writing: false)
        defer { accesses.end(field, writing: false) }
      #endif
      yield storage
    }
    _modify {
      #if DEBUG
        accesses.begin(field, writing: !readInPlace)
        defer { accesses.end(field, writing: !readInPlace) }
      #endif
      yield &storage
    }
  }
}

/// The base of an object whose fields are an ``UncheckedFieldsHolder``'s.
///
/// ```swift
/// final class Box: UncheckedFields<Box.Fields> { … }
/// ```
///
/// Public and open only so that classes of Vellum's other modules can inherit from it; it is
/// machinery, not API.
open class UncheckedFields<Fields>: UncheckedFieldsHolder {
  /// The fields.
  @exclusivity(unchecked) public final var storage: Fields
  /// The fields being written, in debug builds.
  @exclusivity(unchecked) public final var accesses = FieldAccesses()

  /// An object holding `fields`.
  @inlinable public init(fields: Fields) { storage = fields }
}

/// ``UncheckedFields`` for an object of the main actor, whose subclasses are the main actor's
/// and, as a main-actor class is, sendable: a mounted record, the graph.
///
/// ```swift
/// @MainActor final class Record: MainActorUncheckedFields<Record.Fields> { … }
/// ```
///
/// The fields are not isolated, so that an initializer not isolated can set them (a `@State`
/// value's storage is made in a view's initializer, wherever that runs); every other access is
/// through the subclass's forwarding properties, which are the main actor's.
@MainActor
open class MainActorUncheckedFields<Fields>: UncheckedFieldsHolder {
  /// The fields.
  @exclusivity(unchecked) nonisolated(unsafe) public final var storage: Fields
  /// The fields being written, in debug builds.
  @exclusivity(unchecked) nonisolated(unsafe) public final var accesses = FieldAccesses()

  /// An object holding `fields`; not isolated, so an object can be made anywhere (a `@State`
  /// value's storage, made in a view's initializer).
  @inlinable nonisolated public init(fields: Fields) { storage = fields }
}

/// One value read and written without the run-time exclusivity check, for a `static let` that
/// stands for a hot static variable (a per-type cache, a flag set around every evaluation).
///
/// ```swift
/// private static let shapes = UncheckedCell(TypeTable<Shape>())
/// if let shape = shapes.value[type] { return shape }
/// ```
///
/// The contract is ``UncheckedFields``'s: no access to ``value`` overlaps a write of it.
public final class UncheckedCell<Value>: UncheckedFields<Value> {
  /// A cell holding `value`.
  @inlinable public init(_ value: Value) { super.init(fields: value) }

  /// The value, in place. Not through ``UncheckedFieldsHolder/subscript(fields:readInPlace:)``
  /// with `\.self`: in code generic over `Value`, that key path would be made at run time.
  @inlinable public var value: Value {
    _read {
      #if DEBUG
        accesses.begin(FieldAccesses.wholeValue, writing: false)
        defer { accesses.end(FieldAccesses.wholeValue, writing: false) }
      #endif
      yield storage
    }
    _modify {
      #if DEBUG
        accesses.begin(FieldAccesses.wholeValue, writing: true)
        defer { accesses.end(FieldAccesses.wholeValue, writing: true) }
      #endif
      yield &storage
    }
  }
}

/// ``MainActorUncheckedFields`` with a value of its own generic type and the value it started
/// with, for a family of objects that share their fields' type but differ in their value's (a
/// `@State`'s storage of any value type: the graph keeps them all as one class).
///
/// ```swift
/// final class Storage<Value>: MainActorUncheckedValue<Bookkeeping, Value> { … }
/// storage.storedValue = newValue   // no run-time exclusivity check
/// storage.initialValue            // what it was made with
/// ```
///
/// The contract is ``UncheckedFields``'s, for ``storedValue`` and ``initialValue`` as for the
/// fields.
/// The values are class fields, not part of a generic struct, so code not specialized for the
/// value's type finds them without asking for the struct's metadata.
@MainActor
open class MainActorUncheckedValue<Fields, Value>: MainActorUncheckedFields<Fields> {
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) final var valueSlot: Value
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) final var initialValueSlot: Value

  /// An object holding `fields` and `value`, which is also its initial value; not isolated.
  @inlinable nonisolated public init(fields: Fields, value: Value) {
    valueSlot = value
    initialValueSlot = value
    super.init(fields: fields)
  }

  /// The value, in place.
  @inlinable public final var storedValue: Value {
    _read { yield valueSlot }
    _modify { yield &valueSlot }
  }

  /// The value the object was made with, or set to since.
  @inlinable public final var initialValue: Value {
    _read { yield initialValueSlot }
    _modify { yield &initialValueSlot }
  }
}
