extension Transaction {
  /// Runs `body` as a transaction of its own: the changes made before it are committed first,
  /// and its own right after it (see `Graph.commitTransaction()`).
  static func committing<Result>(_ body: () throws -> Result) rethrows -> Result {
    Graph.commitTransaction()
    defer { Graph.commitTransaction() }
    return try body()
  }
}
