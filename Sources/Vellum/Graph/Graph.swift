import Foundation
import VellumHotPaths

/// All mounted records of one host, the queue of dirty records and the work that runs after an
/// update pass (`onAppear`, `onChange`, starting tasks).
@MainActor
package final class Graph: MainActorUncheckedFields<Graph.Fields> {
  /// The environment given to the root view.
  package var rootEnvironment: EnvironmentValues
  /// The record of the root view.
  package private(set) var root: GraphNode!
  /// The record whose body or control is being evaluated, which reads are attributed to.
  ///
  /// One for all hosts: evaluation on the main actor never interleaves between graphs. Read on
  /// every state read and set around every evaluation, in single accesses, so exempt from the
  /// run-time exclusivity check.
  package static var currentReader: GraphNode? {
    _read { yield currentReaderCell.value }
    _modify { yield &currentReaderCell.value }
  }
  private static let currentReaderCell = UncheckedCell<GraphNode?>(nil)
  /// Problems noticed while evaluating, oldest first.
  package private(set) var diagnostics: [String] = []
  /// Tasks started by `.task`, so `settle()` can wait for them.
  package var tasks: [HostTask] = []
  /// Whether a `.task` ever started in this graph: when the host goes away, only then can a
  /// record have a task to cancel (``tasks`` forgets the tasks `settle()` waited for).
  package var hasStartedTasks = false
  /// The text field that has keyboard focus, if any.
  package weak var focusedField: GraphNode?
  /// Called when a write outside an interaction needs an update pass later: the host asks for
  /// one (``requestFlush()``) once it is made, not while its first pass mounts the screen.
  package var requestUpdate: (() -> Void)?
  /// The host's time, which timers connected during its passes tick on.
  let clock = HostClock()

  /// Invalidations from observation callbacks, taken before each update pass.
  nonisolated let pending = PendingInvalidations()

  private var dirty: [GraphNode] = []
  /// What each changed run's nodes were before the current update pass, by the run's top
  /// record: the old side of the pass's diff. Where a record's node array is changed in place,
  /// it is let go of here too (see ``letGoOfNodes(of:for:)``).
  var snapshots: [ObjectIdentifier: [Node]] = [:]
  /// The observation sentinel of each record evaluated more than once under tracking.
  var sentinels: [ObjectIdentifier: ObservationSentinel] = [:]
  /// The sentinels of the evaluations a record that keeps earlier observations still counts
  /// on, oldest first, with each evaluation's generation.
  var keptSentinels: [ObjectIdentifier: [(generation: UInt32, sentinel: ObservationSentinel)]] =
    [:]
  /// The phases tests gave the host's async images.
  package let asyncImages = AsyncImagePhases()
  /// The host's edit mode, unless the root environment brings its own.
  private let editModeStorage = EditModeStorage()
  /// What the system was asked to do: URLs to open (`Link`, `\.openURL`) that no handler
  /// took, items to share (`ShareLink`).
  package let systemActivity = SystemActivity()
  /// The views that read their geometry (`GeometryReader`, `Canvas`, custom layouts and
  /// measured modifiers), by their key: after each pass the screen is measured, and those whose
  /// rectangle changed are evaluated again.
  var geometryReaders: [Int: GraphNode] = [:]
  /// The key each view that reads its geometry was given, in the order they first read it.
  var geometryKeys: [ObjectIdentifier: Int] = [:]
  /// The key the next view to read its geometry gets.
  var nextGeometryKey = 1
  /// Whether a view began reading its geometry since the screen was last measured: it is
  /// measured before the pass's `onAppear`s run, so they see its rectangle, not zero.
  var hasUnmeasuredReaders = false
  /// The keys of the views that read their geometry and have been measured at least once.
  var measuredReaders: Set<Int> = []
  /// The values views gave their custom layouts with `layoutValue(key:value:)`, by the
  /// modifier's identity (which the view's node carries) and the key's type.
  var layoutValues: [String: LayoutValueEntry] = [:]
  /// The records that ask for a color scheme (`preferredColorScheme`), by identity; the
  /// screen takes the one nearest its root.
  var colorSchemePreferences: [ObjectIdentifier: (record: GraphNode, scheme: ColorScheme)] = [:]
  /// What the last measurement of the screen gave.
  var geometry = GeometryMeasurement()
  /// The `onDisappear` work of views removed in the current pass, which runs after the pass's
  /// `onAppear` work: a view replaced by another (a changed `.id`, the other branch of an `if`)
  /// disappears after its replacement appears, as in SwiftUI, whose default transition keeps
  /// the old view on screen while the new one is inserted. A view removed with
  /// `.transition(.identity)` leaves at once, and disappears in place.
  var removals: [Effect] = []
  /// The records that observe a preference (`onPreferenceChange`), in the order they were made.
  var preferenceObservers: [GraphNode] = []
  /// The animation of the last change scheduled in an animated transaction since the last pass.
  private var pendingAnimation: Animation?
  private var isUpdating = false

  /// Mounts `view` as the root and runs the first update pass.
  package init<V: View>(_ view: V, environment: EnvironmentValues) {
    var environment = environment
    if environment.editMode == nil { environment.editMode = editModeStorage.binding }
    if environment.sceneStorage == nil { environment.sceneStorage = SceneStorageValues() }
    if environment.asyncImages == nil { environment.asyncImages = asyncImages }
    let activity = systemActivity
    if environment.systemOpenURL == nil {
      environment.systemOpenURL = { activity.openedURLs.append($0) }
    }
    if environment.systemShare == nil {
      environment.systemShare = { activity.sharedItems += $0 }
    }
    rootEnvironment = environment
    super.init(fields: Fields())
    report.begin()
    mount(view)
  }

  /// Makes a root record for `view`, evaluates it and runs the work its first pass queued.
  private func mount<V: View>(_ view: V) {
    root = GraphNode(
      graph: self, parent: nil, identity: Identity(), view: view, environment: rootEnvironment)
    HostClock.withCurrent(clock) {
      root.update(view, environment: rootEnvironment)
      reportPreferenceChanges()
      isUpdating = true
      settleGeometry()
      isUpdating = false
    }
    flush()
  }

  /// Gives the root a new view value, as setting a hosting controller's `rootView` does.
  ///
  /// A view of the root's type is reconciled like any view given a new value: every view whose
  /// identity did not change keeps its state, and the update's patches are the difference. A
  /// view of another type replaces the whole screen: the old views disappear and the new ones
  /// start with fresh state.
  package func replaceRootView<V: View>(_ view: V) {
    guard type(of: root.view) == V.self else {
      let before = screen
      flush()
      root.unmount()
      report.begin()
      mount(view)
      Reconciler.diffChildren(
        before.children, screen.children, of: NodePath(), end: nil,
        into: &report.patches)
      return
    }
    root.view = view
    root.invalidate()
    flush()
  }

  /// Queues `record` for the next update pass.
  package func scheduleUpdate(of record: GraphNode) {
    if let animation = Transaction.current?.animation { pendingAnimation = animation }
    let wasIdle = dirty.isEmpty
    dirty.append(record)
    if wasIdle, !isUpdating { requestUpdate?() }
  }

  /// Starts an empty report after a write that stored an equal value, so `lastUpdate` says the
  /// last event changed nothing instead of repeating the pass before it. A pass already waiting
  /// keeps its report.
  package func noteUnchangedWrite() {
    guard !isUpdating, !needsUpdate else { return }
    report.begin()
  }

  /// Changes the environment the root view is evaluated in: every view below sees the change
  /// on the next update pass (the whole tree is re-evaluated, as for a change of scene phase).
  package func changeRootEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    change(&rootEnvironment)
    root.environment = rootEnvironment
    root.invalidate()
  }

  /// Whether a write is waiting for an update pass.
  package var needsUpdate: Bool {
    !dirty.isEmpty || !afterUpdate.isEmpty || !removals.isEmpty || !pending.isEmpty
  }

  /// Queues `record` from an observation callback on any thread, and asks for an update pass.
  nonisolated func invalidateLater(_ record: GraphNode, generation: UInt32? = nil) {
    pending.add(record, generation: generation, animation: Transaction.current?.animation)
    requestFlush()
  }

  /// Asks for an update pass later, from any thread: starts a task that flushes the graph on
  /// the main actor, unless one is waiting already. A write or callback while one waits is
  /// flushed by it (or sooner, by an interaction), so a loop that never yields the main actor
  /// leaves one task waiting, not one a write.
  nonisolated func requestFlush() {
    guard pending.claimFlushTask() else { return }
    Task { @MainActor [weak self, pending] in
      pending.flushTaskStarted()
      self?.flush()
    }
  }

  /// Runs update passes until nothing is dirty: dirty records are re-evaluated top-down, their
  /// ancestors re-assembled once each, then after-update work runs (which may dirty more).
  ///
  /// The passes start a new report, or add to the current one when `continuingReport` (the
  /// transactions of one event, see ``commitTransaction()``).
  package func flush(continuingReport: Bool = false) {
    guard !isUpdating, needsUpdate else { return }
    HostClock.withCurrent(clock) { runPasses(continuingReport: continuingReport) }
  }

  private func runPasses(continuingReport: Bool) {
    if !continuingReport { report.begin() }
    isUpdating = true
    defer { isUpdating = false }
    runUpdateRounds()
    settleGeometry()
  }

  func runUpdateRounds() {
    var rounds = 0
    while needsUpdate {
      if let animation = pending.drain() ?? pendingAnimation { report.animation = animation }
      pendingAnimation = nil
      rounds += 1
      if rounds > 100 {
        problem(
          "the view graph did not settle after 100 update passes; an onChange or onAppear "
            + "action keeps changing state")
        dirty.removeAll()
        afterUpdate.removeAll()
        removals.removeAll()
        break
      }
      // Preferences change only when views were evaluated again.
      let evaluatesViews = !dirty.isEmpty
      reevaluateDirty()
      measureNewReaders()
      if evaluatesViews { reportPreferenceChanges() }
      // The views that appeared in the pass run their `onAppear` before the views they replaced
      // run their `onDisappear` (see ``removals``).
      let work = afterUpdate + removals
      afterUpdate.removeAll()
      removals.removeAll()
      for effect in work { effect.run() }
    }
  }

  func reevaluateDirty() {
    guard !dirty.isEmpty else { return }
    let records = dirty.count == 1 ? dirty : inDocumentOrder(dirty)
    dirty.removeAll()
    var stale: [GraphNode] = []
    // The child through which each stale record was reached, or `nil` when several were.
    var changedChild: [ObjectIdentifier: GraphNode?] = [:]
    var changedRuns: [GraphNode] = []
    defer {
      snapshots = [:]
      splicePlans = [:]
      splices = [:]
    }
    for record in records where record.isDirty && !record.isUnmounted {
      let top = record.runTop
      if snapshots[ObjectIdentifier(top)] == nil {
        snapshots[ObjectIdentifier(top)] = top.nodes
        changedRuns.append(top)
      }
      record.reevaluate()
      var child = record
      while let current = child.parent {
        let key = ObjectIdentifier(current)
        if let known = changedChild[key] {
          if known !== child { changedChild[key] = .some(nil) }
          break
        }
        changedChild[key] = child
        stale.append(current)
        child = current
      }
    }
    reassemble(stale, changedChild: changedChild)
    report.patches += patches(for: changedRuns)
  }

  /// Assembles the ancestors of re-evaluated records again, deepest first. An ancestor that
  /// passes many children's nodes on, with one of them changed, replaces that child's nodes in
  /// its array in place; the others let go of their arrays first, so that array is no longer
  /// shared and changing it copies nothing.
  private func reassemble(_ stale: [GraphNode], changedChild: [ObjectIdentifier: GraphNode?]) {
    var patching: [ObjectIdentifier: GraphNode] = [:]
    for record in stale where !record.isUnmounted {
      if case .some(.some(let child)) = changedChild[ObjectIdentifier(record)],
        record.canPatchNodes(of: child)
      {
        patching[ObjectIdentifier(record)] = child
      } else {
        record.releaseNodes()
      }
    }
    for record in stale.sorted(by: { $0.depth > $1.depth }) where !record.isUnmounted {
      if let child = patching[ObjectIdentifier(record)] {
        record.patchNodes(of: child)
      } else {
        record.assemble()
      }
    }
  }

  /// `records` in the order they appear on screen, so ancestors come before descendants and
  /// every run evaluates them in the same order.
  private func inDocumentOrder(_ records: [GraphNode]) -> [GraphNode] {
    records.map { ($0, $0.documentPosition) }
      .sorted { $0.1.lexicographicallyPrecedes($1.1) }
      .map(\.0)
  }

  /// The patches of each changed run, later runs first, so every anchor a patch names already
  /// exists when the patches are applied in order.
  ///
  /// A run inside another changed run (a toolbar field whose run ends at its toolbar item, inside
  /// the run of the view the toolbar is attached to) is covered by the outer run's diff, so only
  /// the outermost runs are diffed and no change is patched twice.
  ///
  /// A node array changed in place (``splices``) is compared by the windows that changed.
  private func patches(for runs: [GraphNode]) -> [Patch] {
    let changed = Set(runs.map(ObjectIdentifier.init))
    var tops = runs.filter { run in
      guard !run.isUnmounted else { return false }
      var ancestor = run.parent
      while let current = ancestor {
        if changed.contains(ObjectIdentifier(current)) { return false }
        ancestor = current.parent
      }
      return true
    }
    if tops.count > 1 { tops = inDocumentOrder(tops).reversed() }
    var spliced: [NodePath: NodeSplice] = [:]
    for (record, change) in splices.values {
      spliced[record.location.parent] = NodeSplice(nodes: record.storedNodes, change: change)
    }
    var patches: [Patch] = []
    for top in tops {
      guard let before = snapshots[ObjectIdentifier(top)] else { continue }
      let (parent, end) = top.location
      guard before != top.nodes else { continue }
      Reconciler.diffChildren(
        before, top.nodes, of: parent, end: end, splices: spliced, into: &patches)
    }
    return patches
  }

  /// Evaluates `record` and the children it queues, depth first, with an explicit stack: each
  /// record's own evaluation runs before its children's, and it is finished (its nodes assembled,
  /// its effects queued) after theirs.
  ///
  /// A record's effects (``GraphNode/addEffect(_:)``) wait in ``evaluationEffects`` from where
  /// they stood when its evaluation began: its children's, queued later, are taken at their
  /// own finish, so what is left from there at the record's finish is its own.
  ///
  /// - Complexity: O(*n*) in the records evaluated; the call stack stays flat at any depth.
  package func evaluate(_ record: GraphNode) {
    var stack: [(record: GraphNode, effectsStart: Int?)] = [(record, nil)]
    while let (current, effectsStart) = stack.popLast() {
      if let effectsStart {
        current.assemble()
        if evaluationEffects.count == effectsStart + 1 {
          // One effect, the commonest (a row's `onAppear`): moved, not copied and released.
          afterUpdate.append(evaluationEffects.removeLast())
        } else if evaluationEffects.count > effectsStart {
          afterUpdate += evaluationEffects[effectsStart...]
          evaluationEffects.removeSubrange(effectsStart...)
        }
        continue
      }
      let start = scheduled.count
      let effectsStart = evaluationEffects.count
      current.evaluateSelf()
      stack.append((current, effectsStart))
      // Moved from the queue to the stack, last first, so the first child is evaluated next:
      // no retain and release of each.
      while scheduled.count > start { stack.append((scheduled.removeLast(), nil)) }
    }
    leafNodeMemos.endPass()
  }

  /// Records a problem for the host's diagnostics, once per distinct message.
  package func problem(_ message: String) {
    guard !diagnostics.contains(message) else { return }
    diagnostics.append(message)
  }
}
