import Foundation

/// All mounted records of one host, the queue of dirty records and the work that runs after an
/// update pass (`onAppear`, `onChange`, starting tasks).
@MainActor
package final class Graph {
  /// The environment given to the root view.
  package var rootEnvironment: EnvironmentValues
  /// The record of the root view.
  package private(set) var root: GraphNode!
  /// The record whose body or control is being evaluated, which reads are attributed to.
  ///
  /// One for all hosts: evaluation on the main actor never interleaves between graphs.
  package static var currentReader: GraphNode?
  /// What the current or last update pass did.
  package var report = UpdateReport()
  /// Problems noticed while evaluating, oldest first.
  package private(set) var diagnostics: [String] = []
  /// Work to run once the current update pass has finished.
  package var afterUpdate: [@MainActor () -> Void] = []
  /// Tasks started by `.task` and by the host, so `settle()` can wait for them.
  package var tasks: [Task<Void, Never>] = []
  /// The text field that has keyboard focus, if any.
  package weak var focusedField: GraphNode?
  /// Called when a write outside an interaction needs an update pass later.
  package var requestUpdate: (@MainActor () -> Void)?

  /// Invalidations from observation callbacks, taken before each update pass.
  nonisolated let pending = PendingInvalidations()

  private var dirty: [GraphNode] = []
  private var isUpdating = false

  /// Mounts `view` as the root and runs the first update pass.
  package init<V: View>(_ view: V, environment: EnvironmentValues) {
    rootEnvironment = environment
    report.begin()
    root = GraphNode(graph: self, parent: nil, identity: Identity(), view: view)
    root.update(view, environment: environment)
    flush()
  }

  /// Queues `record` for the next update pass.
  package func scheduleUpdate(of record: GraphNode) {
    let wasIdle = dirty.isEmpty
    dirty.append(record)
    if wasIdle, !isUpdating { requestUpdate?() }
  }

  /// Whether a write is waiting for an update pass.
  package var needsUpdate: Bool { !dirty.isEmpty || !afterUpdate.isEmpty || !pending.isEmpty }

  /// Queues `record` from an observation callback on any thread, asking for an update pass when
  /// the queue was empty.
  nonisolated func invalidateLater(_ record: GraphNode, generation: Int? = nil) {
    guard pending.add(record, generation: generation) else { return }
    Task { @MainActor [weak self] in self?.flush() }
  }

  /// Runs update passes until nothing is dirty: dirty records are re-evaluated top-down, their
  /// ancestors re-assembled once each, then after-update work runs (which may dirty more).
  package func flush() {
    guard !isUpdating, needsUpdate else { return }
    report.begin()
    isUpdating = true
    defer { isUpdating = false }
    var rounds = 0
    while needsUpdate {
      pending.drain()
      rounds += 1
      if rounds > 100 {
        problem(
          "the view graph did not settle after 100 update passes; an onChange or onAppear "
            + "action keeps changing state")
        dirty.removeAll()
        afterUpdate.removeAll()
        break
      }
      reevaluateDirty()
      let work = afterUpdate
      afterUpdate.removeAll()
      for action in work { action() }
    }
  }

  private func reevaluateDirty() {
    guard !dirty.isEmpty else { return }
    let records = dirty.sorted { $0.depth < $1.depth }
    dirty.removeAll()
    var stale: [GraphNode] = []
    var seen: Set<ObjectIdentifier> = []
    var changes: [(top: GraphNode, before: [Node])] = []
    for record in records where record.isDirty && !record.isUnmounted {
      let top = record.runTop
      changes.append((top, top.nodes))
      record.reevaluate()
      var ancestor = record.parent
      while let current = ancestor, seen.insert(ObjectIdentifier(current)).inserted {
        stale.append(current)
        ancestor = current.parent
      }
    }
    for record in stale.sorted(by: { $0.depth > $1.depth }) where !record.isUnmounted {
      record.assemble()
    }
    report.patches += patches(for: changes)
  }

  /// The patches of each changed run, later runs first, so every anchor a patch names already
  /// exists when the patches are applied in order.
  private func patches(for changes: [(top: GraphNode, before: [Node])]) -> [Patch] {
    var live = changes.filter { !$0.top.isUnmounted }
    if live.count > 1 {
      live.sort { $0.top.documentPosition.lexicographicallyPrecedes($1.top.documentPosition) }
      live.reverse()
    }
    var patches: [Patch] = []
    for change in live {
      let after = change.top.nodes
      guard change.before != after else { continue }
      let (parent, end) = change.top.location
      Reconciler.diffChildren(change.before, after, of: parent, end: end, into: &patches)
    }
    return patches
  }

  /// Records a problem for the host's diagnostics, once per distinct message.
  package func problem(_ message: String) {
    guard !diagnostics.contains(message) else { return }
    diagnostics.append(message)
  }
}
