import Foundation
import VellumHotPaths

extension ForEach: PrimitiveView where Content: View {
  package func update(_ record: GraphNode) {
    record.output = .passthrough
    if onDelete != nil || onMove != nil {
      record.control = .rows(count: data.count, onDelete: onDelete, onMove: onMove)
      if record.environment.editMode?.wrappedValue.isEditing == true {
        // In edit mode the rows are grouped under a node that says which controls they show.
        let actions = [onDelete.map { _ in Keyword.delete }, onMove.map { _ in .move }]
          .compactMap { $0 }
        record.output = .element(
          Node(
            role: .editableRows, identity: record.identity,
            attributes: [Attribute(.editActions, .list(actions.map { .name($0) }))]))
      }
    } else {
      record.control = nil
    }
    // Read once: a closure that reached them through `self` would look up the generic
    // `ForEach` type's layout for every row.
    let id = id
    let content = content
    let makeKey = Identity.Key.maker(for: ID.self)
    let previous = previousElements(in: record)
    if let selection = record.environment.listSelection {
      record.updateKeyedChildren(
        data, previous: previous, key: { makeKey(id($0)) },
        content: {
          SelectableRow(key: AnyHashable(id($0)), selection: selection, content: content($0))
        })
    } else if record.environment.tagsRowsByID {
      record.updateKeyedChildren(
        data, previous: previous, key: { makeKey(id($0)) },
        content: { content($0).modifier(ImplicitTagModifier(value: id($0))) })
    } else {
      record.updateKeyedChildren(
        data, previous: previous, key: { makeKey(id($0)) }, content: content)
    }
  }

  /// The elements of the last update when its rows were made the way this update makes them —
  /// the same content function capturing nothing, the same id key path — and this update is
  /// not for a change to something the content read; `nil` otherwise. Remembers this update's
  /// data and functions in `record` for the next.
  ///
  /// A row whose element is one of these, unchanged, is then not made again (see
  /// ``GraphNode/updateKeyedChildren(_:previous:key:content:)``). What its content read when it
  /// was last made stays observed (``ForEachSource/observedSince``).
  @MainActor private func previousElements(in record: GraphNode) -> [Data.Element]? {
    guard let source = record.memory as? ForEachSource<Data, ID, Content> else {
      record.memory = ForEachSource(
        data: data, content: content, idPath: idPath, observedSince: record.generation)
      return nil
    }
    // Each update that leaves rows as they were keeps the observations of the updates before
    // it (an observation stays registered in what it read): after as many updates as there
    // are rows, at least 16, one makes every row again, so what is kept stays in proportion
    // to the rows and the cost of making them is spread over the updates that skipped it.
    let keptUpdates = record.generation &- source.observedSince
    let isSameSource =
      !record.graph.isEvaluatingForChange && keptUpdates < max(16, UInt32(clamping: data.count))
      && ViewComparison.isSameCaptureFreeClosure(source.content, content) && source.idPath == idPath
    let previous = isSameSource ? [Data.Element](elementsOf: source.data) : nil
    source.remember(
      data: data, content: content, idPath: idPath,
      makingEveryRowAt: isSameSource ? nil : record.generation)
    return previous
  }
}
