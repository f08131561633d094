/// What one update pass did: which records ran a body, and the patches it made.
@MainActor
package struct UpdateReport {
  /// Records whose body (of a view or a custom modifier) ran in this pass, in evaluation order.
  package private(set) var evaluated: [GraphNode] = []

  /// The patches that turn the tree before the pass into the tree after it.
  package var patches: [Patch] = []

  /// Increases each time a report begins, so two readings can tell whether they saw the same
  /// update.
  package private(set) var number = 0

  /// The animation the pass's changes were made with (`withAnimation`), if any.
  package var animation: Animation?

  /// Starts a new pass, forgetting the previous one.
  package mutating func begin() {
    number += 1
    evaluated.removeAll(keepingCapacity: true)
    patches.removeAll()
    animation = nil
  }

  /// Notes that `record` ran its body.
  package mutating func evaluated(_ record: GraphNode) {
    evaluated.append(record)
  }
}
