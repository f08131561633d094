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
  static func afterCommit(_ work: @escaping () -> Void) {
    guard let host = Interaction.graph else { return work() }
    let work = ActionWork(run: work)
    MainActor.assumeIsolated {
      guard let graph = host.graph else { return work.run() }
      graph.afterUpdate.append(Effect(work.run))
    }
  }
}

/// Work an action made, handed to its host's queue: the interaction runs on the main actor, and
/// so does the call inside it that hands the work on (`assumeIsolated` checks), so the work
/// never leaves the main actor.
private struct ActionWork: @unchecked Sendable {
  let run: () -> Void
}
