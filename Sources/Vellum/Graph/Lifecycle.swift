/// Remembers a record's `onAppear`, `onDisappear` and `task` work, so each runs once per
/// appearance and tasks are cancelled when the view goes away.
@MainActor
package final class Lifecycle {
  /// Work to run when the record is removed.
  package var onDisappear: [Effect] = []
  /// Tasks to cancel when the record is removed.
  package var tasks: [Task<Void, Never>] = []
  /// The last value seen by `onChange(of:)` or `task(id:)`.
  package var lastValue: Any?

  package init() {}

  /// Cancels tasks and queues `onDisappear` work to run after the update pass.
  func disappear(graph: Graph, afterAppearances: Bool = false) {
    for task in tasks { task.cancel() }
    tasks.removeAll()
    if afterAppearances {
      graph.removals.append(contentsOf: onDisappear)
    } else {
      graph.afterUpdate.append(contentsOf: onDisappear)
    }
    onDisappear.removeAll()
  }
}

/// The memory of an `onAppear` with no `onDisappear` work: only that the view has appeared.
/// One object stands for it in every such record, so remembering costs no allocation.
package final class Appeared: Sendable {
  /// The marker every record with an appeared `onAppear` keeps.
  static let marker = Appeared()

  private init() {}
}
