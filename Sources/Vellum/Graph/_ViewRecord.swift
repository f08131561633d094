/// The record a view is evaluated in, as `View`'s and `ViewModifier`'s underscored
/// requirements take it: the graph dispatches on a view where it is, through its type's
/// witness, instead of casting it into a copy to call a requirement of a protocol of its own
/// (as SwiftUI's `_makeView` does). Apps never make or read one.
///
/// ```swift
/// body._passThrough(in: _ViewRecord(record), foldsModifiers: true)
/// ```
@MainActor
public struct _ViewRecord {
  /// The record.
  package let node: GraphNode

  /// The handle on `node`.
  package init(_ node: GraphNode) { self.node = node }
}
