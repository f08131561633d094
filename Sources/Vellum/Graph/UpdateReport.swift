/// What one update pass did: which records it evaluated, and what it noticed.
@MainActor
package struct UpdateReport {
  /// Records whose body (of a view or a custom modifier) ran in this pass, in evaluation order.
  package private(set) var evaluated: [GraphNode] = []
  private weak var graph: Graph?

  /// Starts a new pass, forgetting the previous one.
  package mutating func begin() {
    evaluated.removeAll(keepingCapacity: true)
  }

  mutating func evaluated(_ record: GraphNode) {
    graph = record.graph
    evaluated.append(record)
  }

  func writeDuringEvaluation(of viewName: String) {
    graph?.problem(
      "\(viewName) modified state during its body evaluation; the change is kept but does not "
        + "trigger another update (move the write into an action, onAppear or onChange)")
  }

  func duplicateKey(_ key: Identity.Key, in viewName: String) {
    graph?.problem(
      "\(viewName): the id \(key) occurs more than once; rows with the same id share identity")
  }

  func problem(_ message: String) {
    graph?.problem(message)
  }
}
