import Observation
import VellumHotPaths

/// The mounted record of one view identity: what lives across updates.
///
/// A graph node holds the view value last given to it, its environment, the persistent storage of
/// its state, the handlers of its control, its child records and the nodes it produced. Records
/// are created when an identity first appears and discarded when it disappears, so state follows
/// identity.
@MainActor
package final class GraphNode: MainActorUncheckedFields<GraphNode.Fields> {
  // The fields read or written for every row of a list (`view`, `environment`, `children`,
  // `slots`, `isDirty`, the kept nodes, …) are kept in ``Fields`` and skip run-time exclusivity
  // checks: a record is only reached on the main actor, none of them is passed `inout` but
  // `view` to be evaluated in place (which reads it and never writes it), and no mutation of
  // one calls back into code that reads it. Debug builds check that contract. They are
  // forwarded in GraphNode+Fields.swift.

  /// The graph this record belongs to.
  ///
  /// Unretained: a checked `unowned` reference increments and decrements a count atomically
  /// on every read, some twenty times a mounted row. The graph outlives every record that reads
  /// it: its host tears the records down when it goes (each is marked unmounted, so a late write
  /// to a record's state does not reach for the graph), and every callback that can outlive the
  /// host holds the graph weakly or strongly itself.
  var graph: Graph { unretainedGraph.object }
  private let unretainedGraph: Unretained<Graph>
  /// The record whose body or content produced this one.
  ///
  /// Held strongly: the parent-child cycle of a mounted record is broken when the record is
  /// removed (its parent lets go of it) or the host tears the graph down, and a strong link
  /// costs no side table, which a weak one would for every record.
  private(set) var parent: GraphNode?
  /// The structural path from the nearest enclosing element to this record.
  let identity: Identity
  /// The type of the view this record runs the update of, when that view was its only child
  /// (see ``FoldableView``).
  var foldedType: Any.Type?
  /// This record's position in its parent's ``children``.
  var indexInParent: Int {
    get { Int(storedIndexInParent) }
    set { storedIndexInParent = Int32(newValue) }
  }
  /// The number of records above this one (four bytes, beside ``storedIndexInParent``).
  let depth: Int32
  /// The control this record drives, if any.
  var control: Control?
  /// Whether this record is running a folded view's update, inside which views fold without
  /// comparing their types (they follow from the outermost's).
  var isFolding = false
  /// Whether this record has been removed from the graph.
  private(set) var isUnmounted = false

  init<V: View>(
    graph: Graph, parent: GraphNode?, identity: Identity, view: consuming V,
    environment: EnvironmentValues
  ) {
    self.unretainedGraph = Unretained(graph)
    self.parent = parent
    self.identity = identity
    self.depth = (parent?.depth ?? -1) + 1
    super.init(fields: Fields(environment: environment, view: consume view))
  }
}

extension GraphNode {
  /// How a record's nodes are made from its children's.
  package enum Output {
    /// The children's nodes, concatenated (composite and structural views).
    case passthrough
    /// One node with no children.
    case leaf(Node)
    /// One node whose children are the children's nodes, after any children the node was
    /// made with (a leaf label, which has no record).
    case element(Node)
    /// The first child's nodes, each with these attributes appended; the second child's nodes,
    /// if any, become the value of the attribute named `slot`.
    case modified([Attribute], slot: AttributeName?)
    /// The first child's nodes, each given these attributes where it has none of that name yet
    /// (an implicit tag, which an explicit `tag(_:)` inside the row overrides).
    case defaults([Attribute])
    /// The first child's nodes, with the later children's nodes attached as children of the
    /// first node (presentations and toolbars belong to the view they are attached to).
    case attached
  }

  /// A leaf view's node in an element's content, and how many of the record's children come
  /// before it.
  package struct LeafPiece {
    /// The number of child records before the leaf.
    let recordsBefore: Int
    /// The leaf's node.
    let node: Node
  }

  /// The nearest view with a body at or above this record (the view that applied a built-in
  /// modifier), for diagnostics.
  var ownerName: String {
    var record: GraphNode? = self
    while let current = record, current.view is any PrimitiveView { record = current.parent }
    return record?.typeName ?? typeName
  }

  /// The name of the view type, for diagnostics and evaluation reports.
  package var typeName: String {
    (view as? any EvaluationNamed)?.evaluationName ?? viewTypeName(type(of: view))
  }

  /// The last step of ``identity`` that this record's parent gave it, if any: read from the
  /// identity, which holds it, rather than kept twice.
  var component: Identity.Component? { hasComponent ? identity.lastComponent : nil }

  /// Whether this record's output is a node that starts a fresh identity path for its children.
  var isElement: Bool {
    if case .element = output { return true }
    return false
  }

  /// Evaluates `view` in `environment`, with every child that needs it, and recomputes this
  /// record's nodes.
  package func update(_ view: any View, environment: EnvironmentValues) {
    self.view = view
    self.environment = environment
    graph.evaluate(self)
  }

  /// Re-evaluates this record with its current view and environment.
  package func reevaluate() {
    graph.evaluate(self)
  }

  /// Runs this record's own evaluation: a primitive reconciles its children, a composite view
  /// runs its body. Children that need evaluating are queued in ``Graph/scheduled``; the graph
  /// evaluates them next, so nesting depth never deepens the call stack.
  ///
  /// A primitive's update is tracked like a body when it may call the app's code (a `ForEach`'s
  /// row content reading `@State`), so a later write to what it read re-runs it, as in SwiftUI.
  /// One that only turns its stored values into nodes (`Text`, stacks) skips observation
  /// tracking; its state reads are still attributed to it.
  package func evaluateSelf() {
    graph.isEvaluatingForChange = isDirty
    isDirty = false
    generation &+= 1
    clearDependencies()
    evaluate(&viewReadInPlace)
  }

  /// Evaluates `view`, this record's view, where the record keeps it: opened in place from
  /// the record's field, where calling `_evaluate` on the field would copy the view out
  /// first (a retain and a release of each of its references). Nothing writes a record's
  /// view while the record evaluates itself, only its parent's evaluation does.
  private func evaluate<V: View>(_ view: inout V) {
    view._evaluate(in: _ViewRecord(self))
  }

  /// Evaluates `view`, this record's view opened to its type, found in the graph's table of
  /// types: a primitive's update, or a body.
  func evaluateOpened<V: View>(_ view: V) {
    guard let primitive = graph.traits(of: V.self).primitive else {
      evaluateBody(of: view)
      return
    }
    if primitive.callsAppCode(view) {
      track { primitive.update(view, self) }
    } else {
      attributingReads { primitive.update(view, self) }
    }
  }

  /// Evaluates the primitive `view`, this record's view, where it is: its update, tracked like
  /// a body when `callsAppCode` (see ``PrimitiveView/callsAppCode``).
  package func evaluatePrimitive<V: PrimitiveView>(_ view: V, callsAppCode: Bool) {
    if callsAppCode {
      track { view.update(self) }
    } else {
      attributingReads { view.update(self) }
    }
  }

  /// Queues work to run after the update pass (`onAppear`, `onChange`, starting a task): the
  /// graph runs it in the order records finish their evaluation, so chained modifiers run in
  /// the order they are written and a child's work runs before its parent's.
  ///
  /// The work waits in the graph, not in the record: only a record being evaluated queues any,
  /// and a field for it would be a word in every record.
  package func addEffect(_ effect: @escaping () -> Void) {
    graph.evaluationEffects.append(Effect(effect))
  }

  /// Evaluates `view`, this record's view, by running its body and reconciling what it
  /// returns as the record's content.
  func evaluateBody<V: View>(of view: V) {
    // A body passes its content through, unless the content is an element it folds in.
    output = .passthrough
    FieldLayout.withLinked(view, to: self) { view in
      graph.report.evaluated(self)
      updateContent(track { view.body })
    }
  }

  /// Runs `read` with this record as the reader of any state, binding or observable property,
  /// so later writes to what it read mark this record dirty. Every evaluation runs inside it
  /// (a body, or a primitive's update), so views never call it themselves.
  private func track<T>(_ read: () -> T) -> T {
    attributingReads { observing(read) }
  }

  /// Runs `read` with this record as the reader that state reads are attributed to.
  private func attributingReads<T>(_ read: () -> T) -> T {
    let previous = Graph.currentReader
    Graph.currentReader = self
    defer { Graph.currentReader = previous }
    return read()
  }

  /// Runs `read` under observation tracking: a later change to an `@Observable` property it read
  /// invalidates this record, and a change made by `read` itself is reported.
  private func observing<T>(_ read: () -> T) -> T {
    let generation = self.generation
    let sentinel = sentinelToRead()
    let (result, wrote) = BodyWriteMonitor.whileEvaluating {
      withObservationTracking({
        sentinel?.read()
        return read()
      }) { [weak self, weak graph] in
        guard !ObservationSentinel.isRetiringOnThisThread else { return }
        BodyWriteMonitor.noteChange()
        if let self, let graph { graph.invalidateLater(self, generation: generation) }
      }
    }
    if sentinel != nil, let kept = memory as? KeepsEarlierObservations {
      graph.retireKeptSentinels(of: self, before: kept.observedSince)
    }
    if wrote { graph.writeDuringEvaluation(of: ownerName) }
    return result
  }

  /// The sentinel this evaluation's tracking reads, so a later one can end it (see
  /// ``ObservationSentinel``); `nil` at a record's first tracked evaluation. A record's one
  /// sentinel is retired here, ending the previous tracking; a record that counts on earlier
  /// evaluations' observations (``KeepsEarlierObservations``) gets a sentinel per evaluation
  /// instead, retired once the evaluations it stands for are no longer counted on.
  private func sentinelToRead() -> ObservationSentinel? {
    guard wasTracked else {
      wasTracked = true
      return nil
    }
    if memory is KeepsEarlierObservations { return graph.keptSentinel(for: self) }
    let sentinel = graph.sentinel(for: self)
    sentinel.retire()
    return sentinel
  }

  /// Whether a change to what this record's evaluation `generation` read still concerns it: it
  /// is its last evaluation, or a later one left out part of that evaluation's work and counts
  /// on it still (a `ForEach` that did not make unchanged rows again, ``KeepsEarlierObservations``).
  func observes(readsOf generation: UInt32) -> Bool {
    if generation == self.generation { return true }
    guard let kept = memory as? KeepsEarlierObservations else { return false }
    return self.generation &- generation <= self.generation &- kept.observedSince
  }

  /// Marks this record dirty and asks the graph for an update pass. During a body evaluation it
  /// does nothing: the write was reported, and re-evaluating would loop.
  package func invalidate() {
    guard !isUnmounted, Graph.currentReader == nil, !isDirty else { return }
    isDirty = true
    graph.scheduleUpdate(of: self)
  }

  /// Records that the current evaluation read `storage`.
  package func addDependency(_ storage: StateStorageBase) {
    dependencies.append(storage)
  }

  /// Forgets this record as a reader of every storage it read (storages hold their readers).
  private func clearDependencies() {
    dependencies.drain(keepingCapacity: true) { $0.removeReader(self) }
  }

  /// Lets go of the `@State` storages this record owns (see `StateStorageBase.Fields.owner`),
  /// which may outlive it: it is being unmounted or freed.
  private func disownStates() {
    guard let state = ownedState else { return }
    StateStorageBase.disown(state, by: self)
    ownedState = nil
    guard ownsMoreStates else { return }
    ownsMoreStates = false
    slots.forEachObject { ($0 as? StateStorageBase)?.disown(by: self) }
  }

  /// Frees this record's subtree without running any effects (the host is going away): children
  /// lists are emptied top-down, so no record is freed by a deep chain of releases.
  package func tearDown() {
    var stack: [GraphNode] = [self]
    // Only a graph that started a task has any to cancel: the others ask no record whether
    // its memory is a lifecycle.
    let cancelsTasks = graph.hasStartedTasks
    while let record = stack.popLast() {
      record.isUnmounted = true
      record.clearDependencies()
      record.disownStates()
      if cancelsTasks, let lifecycle = record.memory as? Lifecycle {
        for task in lifecycle.tasks { task.cancel() }
      }
      // Moved, not copied: each child changes hands without a retain and a release. The
      // stack grows once for a list's rows, not a dozen times, and at least doubles when it
      // grows (room reserved for exactly what is needed would be made again at every level of
      // a tree that widens as it deepens).
      let needed = stack.count + record.children.count
      if needed > stack.capacity { stack.reserveCapacity(Swift.max(needed, 2 * stack.capacity)) }
      while let child = record.children.popLast() { stack.append(child) }
    }
  }

  /// Removes this record and all below it from the graph: cancels tasks, runs `onDisappear`,
  /// and stops observing.
  package func unmount() {
    var stack: [GraphNode] = [self]
    while let record = stack.popLast() {
      record.isUnmounted = true
      record.clearDependencies()
      record.disownStates()
      if record.wasTracked { graph.retireSentinels(of: record) }
      record.generation &+= 1
      if let lifecycle = record.memory as? Lifecycle {
        lifecycle.disappear(
          graph: graph, afterAppearances: !record.environment.removalIsImmediate)
      }
      stack.append(contentsOf: record.children)
      record.children.removeAll()
    }
  }
}
