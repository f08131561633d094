extension Graph {
  /// `record`'s observation sentinel, made the first time it is asked for.
  ///
  /// ```swift
  /// graph.sentinel(for: record).retire()
  /// ```
  func sentinel(for record: GraphNode) -> ObservationSentinel {
    let key = ObjectIdentifier(record)
    if let sentinel = sentinels[key] { return sentinel }
    let sentinel = ObservationSentinel()
    sentinels[key] = sentinel
    return sentinel
  }

  /// A new sentinel for the evaluation of a record that keeps earlier observations, at its
  /// current generation, kept until ``retireKeptSentinels(of:before:)`` retires it.
  func keptSentinel(for record: GraphNode) -> ObservationSentinel {
    let sentinel = ObservationSentinel()
    keptSentinels[ObjectIdentifier(record), default: []].append((record.generation, sentinel))
    return sentinel
  }

  /// Ends the trackings of `record`'s evaluations before `generation`, which it no longer
  /// counts on (generations wrap around, so they are compared by their distance from now).
  func retireKeptSentinels(of record: GraphNode, before generation: UInt32) {
    let key = ObjectIdentifier(record)
    guard let kept = keptSentinels[key] else { return }
    let age = record.generation &- generation
    let stale = kept.prefix { record.generation &- $0.generation > age }
    guard !stale.isEmpty else { return }
    keptSentinels[key] = Array(kept.dropFirst(stale.count))
    for (_, sentinel) in stale { sentinel.retire() }
  }

  /// Ends every tracking of `record` that a sentinel can end, and forgets its sentinels: the
  /// record is going, and the objects it observed may stay.
  func retireSentinels(of record: GraphNode) {
    let key = ObjectIdentifier(record)
    sentinels.removeValue(forKey: key)?.retire()
    for (_, sentinel) in keptSentinels.removeValue(forKey: key) ?? [] { sentinel.retire() }
  }

  /// Ends every tracking a sentinel can end: the host is going.
  func retireAllSentinels() {
    let retiring = Array(sentinels.values) + keptSentinels.values.flatMap { $0.map(\.sentinel) }
    sentinels.removeAll()
    keptSentinels.removeAll()
    for sentinel in retiring { sentinel.retire() }
  }
}
