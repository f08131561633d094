extension View {
  /// What ``_printChanges()`` prints, or `nil` outside a body.
  @MainActor package static func _changesDescription() -> String? {
    guard let record = Graph.currentReader else { return nil }
    let reason =
      record.generation == 1
      ? "@self, @identity changed."
      : record.graph.isEvaluatingForChange ? "@dependencies changed." : "@self changed."
    return "\(viewTypeName(Self.self)): \(reason)"
  }
}
