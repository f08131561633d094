/// The persistent home of one `@State` value in the graph, and the records that read it.
@MainActor
package class StateStorageBase {
  private var readers: [ObjectIdentifier: GraphNode] = [:]

  /// Records that the current evaluation, if any, read this storage.
  package func noteRead() {
    guard let reader = Graph.currentReader else { return }
    if readers.updateValue(reader, forKey: ObjectIdentifier(reader)) == nil {
      reader.addDependency(self)
    }
  }

  /// Forgets `record` as a reader (it is being re-evaluated or removed).
  package func removeReader(_ record: GraphNode) {
    readers.removeValue(forKey: ObjectIdentifier(record))
  }

  /// Marks every reader dirty after a write.
  package func notifyReaders() {
    for reader in readers.values { reader.invalidate() }
  }

  /// Tells the readers' graphs that a write from outside any evaluation stored an equal value:
  /// no pass runs, and the host's `lastUpdate` reports that nothing changed.
  package func noteUnchangedWrite() {
    guard Graph.currentReader == nil else { return }
    for reader in readers.values { reader.graph.noteUnchangedWrite() }
  }
}

/// The storage of a `State<Value>`.
@MainActor
package final class StateStorage<Value>: StateStorageBase {
  private var storedValue: Value

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
