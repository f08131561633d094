extension Graph {
  /// Watches the preference `record` observes from now on, checked after every pass.
  func observePreferences(of record: GraphNode) {
    preferenceObservers.append(record)
  }

  /// Queues the actions of the observers whose preference changed in the pass, in the order
  /// the observers were made: they run with the pass's other work, and a change they make is
  /// the next round's.
  func reportPreferenceChanges() {
    guard !preferenceObservers.isEmpty else { return }
    preferenceObservers.removeAll { record in
      record.isUnmounted || !(record.memory is PreferenceObserving)
    }
    for record in preferenceObservers {
      guard let observing = record.memory as? PreferenceObserving,
        let effect = observing.changedAction(of: record)
      else { continue }
      afterUpdate.append(effect)
    }
  }
}
