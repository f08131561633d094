import VellumHotPaths

/// The persistent home of one `@State` value in the graph, and the records that read it: what
/// every ``StateStorage`` is, whatever its value's type.
@usableFromInline package typealias StateStorageBase = MainActorUncheckedFields<StateBookkeeping>

/// What a `@State`'s storage keeps of its readers and its owner, read and changed in single
/// accesses (notifying walks a copy), on every state read, so exempt from the run-time
/// exclusivity check.
@usableFromInline package struct StateBookkeeping {
  /// The records other than the owner whose last evaluation read this storage.
  var readers = StateReaders()
  /// The record whose slot holds this storage, while it is mounted (see ``adopt(by:)``).
  ///
  /// Its own reads — a view's body reading its `@State`, the commonest by far — are noted
  /// as the evaluation they happened in (``ownerReadGeneration``), not as a reader entry: no
  /// retain of the record, no entry in its dependencies to remove when it is evaluated
  /// again or freed, and no retain of this storage. A later evaluation of the record moves
  /// its ``GraphNode/generation`` on, which forgets the read as clearing its dependencies
  /// does. Not counted: the record lets go of it when it is unmounted or torn down
  /// (``disown(by:)``), before it can be freed, and this storage may outlive it (a binding
  /// kept somewhere).
  var owner: Unretained<GraphNode>?
  /// The evaluation of ``owner`` that read this storage last.
  var ownerReadGeneration: UInt32?
  /// Whether this object is the storage of the identity it was last linked to.
  var isOwnStorage = false
}

extension StateStorageBase where Fields == StateBookkeeping {
  private var readers: StateReaders {
    _read { yield self[fields: \.readers].readers }
    _modify { yield &self[fields: \.readers].readers }
  }
  private var owner: Unretained<GraphNode>? {
    _read { yield self[fields: \.owner].owner }
    _modify { yield &self[fields: \.owner].owner }
  }
  private var ownerReadGeneration: UInt32? {
    _read { yield self[fields: \.ownerReadGeneration].ownerReadGeneration }
    _modify { yield &self[fields: \.ownerReadGeneration].ownerReadGeneration }
  }
  /// Whether this object is the storage of the identity it was last linked to.
  var isOwnStorage: Bool {
    _read { yield self[fields: \.isOwnStorage].isOwnStorage }
    _modify { yield &self[fields: \.isOwnStorage].isOwnStorage }
  }

  /// Records that the current evaluation, if any, read this storage.
  package func noteRead() {
    guard let reader = Graph.currentReader else { return }
    if isOwner(reader) {
      ownerReadGeneration = reader.generation
      return
    }
    if readers.insert(reader) { reader.addDependency(self) }
  }

  /// Makes `record`, whose slot now holds this storage, its owner, whose reads are noted
  /// without a reader entry; the record disowns it when it goes (see ``owner``).
  package func adopt(by record: GraphNode) {
    owner = Unretained(record)
    ownerReadGeneration = nil
    if let first = record.ownedState {
      if !first.refers(to: self) { record.ownsMoreStates = true }
    } else {
      record.ownedState = Unretained(self)
    }
  }

  /// Makes `storage` forget `record` as its owner, if it is: the record is being unmounted or
  /// freed. The storage is used where `record` keeps it (see ``GraphNode/ownedState``), not
  /// retained, and in a function not isolated, where a closure isolated to the main actor
  /// would check the executor it runs on: it is called from the main actor only.
  package static func disown(_ storage: Unretained<StateStorageBase>, by record: GraphNode) {
    storage.withObject { $0.disown(by: record) }
  }

  /// Forgets `record` as the owner, if it is.
  package func disown(by record: GraphNode) {
    guard isOwner(record) else { return }
    owner = nil
    ownerReadGeneration = nil
  }

  /// Whether `record` is the owner.
  private func isOwner(_ record: GraphNode) -> Bool {
    owner?.refers(to: record) ?? false
  }

  /// The owner, when its last evaluation read this storage.
  private var readingOwner: GraphNode? {
    guard let owner = owner?.object, ownerReadGeneration == owner.generation
    else { return nil }
    return owner
  }

  /// Forgets `record` as a reader (it is being re-evaluated or removed).
  package func removeReader(_ record: GraphNode) {
    readers.remove(record)
  }

  /// Marks every reader dirty after a write.
  package func notifyReaders() {
    readingOwner?.invalidate()
    for reader in readers.all { reader.invalidate() }
  }

  /// Tells the readers' graphs that a write from outside any evaluation stored an equal value:
  /// no pass runs, and the host's `lastUpdate` reports that nothing changed.
  package func noteUnchangedWrite() {
    guard Graph.currentReader == nil else { return }
    readingOwner?.graph.noteUnchangedWrite()
    for reader in readers.all { reader.graph.noteUnchangedWrite() }
  }
}

/// The records whose last evaluation read a storage, without repeats.
///
/// Most storages have one or two readers (the view that owns the state, a child given a
/// binding): the first is kept in place and the next few in a short array searched by
/// reference, which costs no hashing and, for one reader, no allocation. A storage read by many
/// records (a selection every row reads) moves them to a table, so adding and removing stays
/// O(1) however many there are.
struct StateReaders {
  private static let arrayLimit = 8
  private var first: GraphNode?
  private var few: [GraphNode] = []
  private var many: [ObjectIdentifier: GraphNode]?

  var all: [GraphNode] {
    if let many { return Array(many.values) }
    guard let first else { return few }
    return [first] + few
  }

  /// Adds `reader`; returns whether it was not there yet.
  mutating func insert(_ reader: GraphNode) -> Bool {
    if many != nil { return many?.updateValue(reader, forKey: ObjectIdentifier(reader)) == nil }
    if first === reader || few.contains(where: { $0 === reader }) { return false }
    if first == nil {
      first = reader
      return true
    }
    guard few.count == Self.arrayLimit else {
      few.append(reader)
      return true
    }
    var table = Dictionary(uniqueKeysWithValues: all.map { (ObjectIdentifier($0), $0) })
    table[ObjectIdentifier(reader)] = reader
    many = table
    first = nil
    few = []
    return true
  }

  mutating func remove(_ reader: GraphNode) {
    if many != nil {
      many?.removeValue(forKey: ObjectIdentifier(reader))
    } else if first === reader {
      first = nil
    } else if let index = few.lastIndex(where: { $0 === reader }) {
      few.remove(at: index)
    }
  }
}

/// The storage of a `State<Value>`, which is also the object a `@State` value carries from its
/// creation.
///
/// The first `State` value of a view's identity becomes that identity's storage when the view is
/// mounted: a mounted `@State` costs one object, not a carried object and a storage. A later
/// value of the same identity (the view made again by its parent's body) links to that storage.
/// An object that is a storage already and is mounted at a new identity (a view value shown
/// again elsewhere) makes a new storage from its initial value there, so the new identity starts
/// afresh.
///
/// ```swift
/// let state = StateStorage(false)   // what `@State var isOn = false` makes
/// state.link(to: record, slot: 0)    // becomes the record's storage
/// state.linkedStorage === state      // true
/// ```
@MainActor
@usableFromInline
package final class StateStorage<Value>:
  MainActorUncheckedValue<StateBookkeeping, Value>
{
  /// The storage a later `State` value of the identity reads and writes.
  private var linked: StateStorage<Value>?

  /// A storage (or a `@State`'s object) holding `value`.
  @usableFromInline nonisolated package init(_ value: Value) {
    super.init(fields: StateBookkeeping(), value: value)
  }

  /// The storage a `@State` carrying this object reads and writes: itself or the one it was
  /// linked to; `nil` before its view is mounted.
  package var linkedStorage: StateStorage<Value>? { isOwnStorage ? self : linked }

  /// What a `@State` carrying this object reads: the linked storage's value (noting the
  /// read), or the initial value before its view is mounted. The commonest case, this object
  /// being the storage, reads its own value without handing itself out as
  /// ``linkedStorage`` does (a retain and a release on every read of every row's state).
  package var currentValue: Value {
    if isOwnStorage { return value }
    // Not `linked?.value ?? initialValue`, which asks for `Optional<Value>`'s metadata at
    // run time on every read.
    guard let linked else { return initialValue }
    return linked.value
  }

  /// Links a `@State` carrying this object to the storage in `record`'s `slot`, which this
  /// object becomes when the slot is empty and it is bound to no storage yet. An object bound
  /// to another record's storage already (its view value hosted twice, or shown at a second
  /// identity) is left as it is: `.boundElsewhere`, and the view's copy gets the record's own
  /// storage (``storage(in:slot:)``).
  package func link(to record: GraphNode, slot: Int) -> PropertyLink {
    // The commonest links first: this object is the slot's storage already (the same view
    // value evaluated again), or the slot is empty and this object becomes its storage (a
    // view mounted), each without a cast.
    let existing = record.slots[slot]
    if isOwnStorage { return existing === self ? .linked : .boundElsewhere }
    if let linked { return existing === linked ? .linked : .boundElsewhere }
    if existing == nil {
      storedValue = initialValue
      record.slots[slot] = self
      isOwnStorage = true
      adopt(by: record)
      return .linked
    }
    // A later value of the identity links to the slot's storage.
    linked = storage(in: record, slot: slot)
    return .linked
  }

  /// The storage in `record`'s `slot`, made from this object's initial value when the slot
  /// holds none of this type (the identity starts afresh).
  package func storage(in record: GraphNode, slot: Int) -> StateStorage<Value> {
    record.slot(slot) {
      let fresh = StateStorage(initialValue)
      fresh.isOwnStorage = true
      fresh.adopt(by: record)
      return fresh
    }
  }

  /// The value, noting the read for invalidation.
  package var value: Value {
    get {
      noteRead()
      return storedValue
    }
    set {
      if let old = storedValue as? any Equatable, isEqual(old, newValue) {
        noteUnchangedWrite()
        return
      }
      if let reader = Graph.currentReader {
        reader.graph.writeDuringEvaluation(of: reader.typeName)
      }
      storedValue = newValue
      notifyReaders()
    }
  }
}
