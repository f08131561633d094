import Foundation
import VellumHotPaths

extension Graph {
  /// What the current or last update pass did. Noted on every record's evaluation in single
  /// accesses, so exempt from the run-time exclusivity check.
  package var report: UpdateReport {
    _read { yield self[fields: \.report].report }
    _modify { yield &self[fields: \.report].report }
  }
  /// Work to run once the current update pass has finished. Taken as a copy before it runs,
  /// so appending during that work never overlaps a read; exempt from the run-time exclusivity
  /// check every record that queues work would pay.
  package var afterUpdate: [Effect] {
    _read { yield self[fields: \.afterUpdate].afterUpdate }
    _modify { yield &self[fields: \.afterUpdate].afterUpdate }
  }
  /// Work queued by the records being evaluated, which moves to ``afterUpdate`` as each
  /// finishes (see ``evaluate(_:)``). Like ``scheduled``, touched in single accesses once per
  /// record, so exempt from the run-time exclusivity check.
  var evaluationEffects: [Effect] {
    _read { yield self[fields: \.evaluationEffects].evaluationEffects }
    _modify { yield &self[fields: \.evaluationEffects].evaluationEffects }
  }
  /// The changes keyed updates of this pass planned to make in place, by record, taken when
  /// each record assembles its nodes (see
  /// ``GraphNode/planSplice(middle:remadeEnds:oldNodeCount:keepNodes:childCount:)``).
  ///
  /// This and ``splices`` are asked whether they are empty by every record that assembles
  /// its nodes, in single accesses that call nothing back, so they skip the run-time
  /// exclusivity check.
  var splicePlans: [ObjectIdentifier: GraphNode.SplicePlan] {
    _read { yield self[fields: \.splicePlans].splicePlans }
    _modify { yield &self[fields: \.splicePlans].splicePlans }
  }
  /// How this pass changed records' node arrays in place, by record, for the diff (the old tree
  /// holds ``Node/splicedChildren`` where each array was; see ``letGoOfNodes(of:)``).
  var splices: [ObjectIdentifier: (record: GraphNode, change: NodeSplice.Change)] {
    _read { yield self[fields: \.splices].splices }
    _modify { yield &self[fields: \.splices].splices }
  }
  /// The nodes of leaves made again and again in the current pass (a list's rows' buttons'
  /// labels), shared instead of made anew. Reached once for each leaf of each row, in single
  /// accesses that call nothing back into the graph, so exempt from the run-time exclusivity
  /// check.
  var leafNodeMemos: LeafNodeMemos {
    _read { yield self[fields: \.leafNodeMemos].leafNodeMemos }
    _modify { yield &self[fields: \.leafNodeMemos].leafNodeMemos }
  }
  /// Children queued for evaluation by the record being evaluated, in the order it reconciled
  /// them; ``evaluate(_:)`` takes them after that record's own evaluation.
  var scheduled: [GraphNode] {
    _read { yield self[fields: \.scheduled].scheduled }
    _modify { yield &self[fields: \.scheduled].scheduled }
  }
  /// Whether the record being evaluated is evaluated because something it read changed (it was
  /// dirty), not only for a new view or environment from its parent. Set at the start of each
  /// record's own evaluation, which reads it before any other record is evaluated.
  package var isEvaluatingForChange: Bool {
    _read { yield self[fields: \.isEvaluatingForChange].isEvaluatingForChange }
    _modify { yield &self[fields: \.isEvaluatingForChange].isEvaluatingForChange }
  }
  /// What the graph found out about each view and modifier type it evaluated, by type (see
  /// ``ViewTraits``). Read and written in single accesses that never overlap, so exempt from the
  /// run-time exclusivity check every record's evaluation would otherwise pay.
  var viewTraits: TypeTable<ViewTraits> {
    _read { yield self[fields: \.viewTraits].viewTraits }
    _modify { yield &self[fields: \.viewTraits].viewTraits }
  }
}
extension Graph {
  /// The fields read or written on the hot paths, exempt from run-time exclusivity checks
  /// (see `UncheckedFields`); each is documented where the object forwards it.
  @MainActor package struct Fields {
    var report: UpdateReport = UpdateReport()
    var afterUpdate: [Effect] = []
    var evaluationEffects: [Effect] = []
    var splicePlans: [ObjectIdentifier: GraphNode.SplicePlan] = [:]
    var splices: [ObjectIdentifier: (record: GraphNode, change: NodeSplice.Change)] = [:]
    var leafNodeMemos: LeafNodeMemos = LeafNodeMemos()
    var scheduled: [GraphNode] = []
    var isEvaluatingForChange: Bool = false
    var viewTraits: TypeTable<ViewTraits> = TypeTable<ViewTraits>()
  }
}
