import VellumCombine

extension Transaction {
  /// Runs `body` as a transaction of its own: the changes made before it are committed first,
  /// and its own right after it (see `Graph.commitTransaction()`).
  static func committing<Result>(_ body: () throws -> Result) rethrows -> Result {
    Graph.commitTransaction()
    defer { Graph.commitTransaction() }
    return try body()
  }

  /// Runs `work` once the transactions committed so far are shown: with the interacting
  /// host's after-update work (after the action returns), or at once outside an interaction.
  ///
  /// The work is handed to the host's queue on the main actor, where the interaction and this
  /// call inside it run (`assumeIsolated` checks), so it never leaves the main actor.
  static func afterCommit(_ work: @escaping () -> Void) {
    guard let host = Interaction.graph else { return work() }
    let handed = Handed(work)
    MainActor.assumeIsolated {
      guard let graph = host.graph else { return handed.value() }
      graph.afterUpdate.append(Effect(handed.value))
    }
  }
}
