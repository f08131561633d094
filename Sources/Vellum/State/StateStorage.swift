/// The persistent home of one `@State` value in the graph, and the records that read it.
@MainActor
package class StateStorageBase {
  /// Read and changed in single accesses (notifying walks a copy), on every state read, so
  /// exempt from the run-time exclusivity check.
  @exclusivity(unchecked) private var readers = Readers()

  /// Records that the current evaluation, if any, read this storage.
  package func noteRead() {
    guard let reader = Graph.currentReader else { return }
    if readers.insert(reader) { reader.addDependency(self) }
  }

  /// Forgets `record` as a reader (it is being re-evaluated or removed).
  package func removeReader(_ record: GraphNode) {
    readers.remove(record)
  }

  /// Marks every reader dirty after a write.
  package func notifyReaders() {
    for reader in readers.all { reader.invalidate() }
  }

  /// Tells the readers' graphs that a write from outside any evaluation stored an equal value:
  /// no pass runs, and the host's `lastUpdate` reports that nothing changed.
  package func noteUnchangedWrite() {
    guard Graph.currentReader == nil else { return }
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
private struct Readers {
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

/// The storage of a `State<Value>`.
@MainActor
package final class StateStorage<Value>: StateStorageBase {
  /// Read and written in single accesses (a write's comparison and notification happen
  /// outside them), so exempt from the run-time exclusivity check every read would pay.
  @exclusivity(unchecked) private var storedValue: Value

  package init(_ value: Value) { storedValue = value }

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
