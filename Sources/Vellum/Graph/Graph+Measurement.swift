extension Graph {
  /// Gives the views that read their geometry what the screen's layout offers them. A view
  /// that reads its geometry may change what it draws, and so the geometry of the others; a
  /// few rounds settle every layout that converges.
  func settleGeometry() {
    for _ in 0..<4 where remeasureGeometry() { runUpdateRounds() }
  }

  /// Measures the screen, and invalidates the views reading a rectangle that changed; returns
  /// whether any did.
  func remeasureGeometry() -> Bool {
    for (key, record) in geometryReaders where record.isUnmounted {
      geometryReaders[key] = nil
      geometryKeys[ObjectIdentifier(record)] = nil
      measuredReaders.remove(key)
    }
    // The values of modifiers gone from the screen: their nodes no longer name them.
    layoutValues = layoutValues.filter { $0.value.record?.isUnmounted == false }
    guard !geometryReaders.isEmpty else { return false }
    let measured = GeometryMeasurement(of: screen)
    let spacesChanged = measured.spaces != geometry.spaces
    let changed = geometryReaders.filter { key, _ in
      spacesChanged || !measuredReaders.contains(key)
        || measured.frames[key] != geometry.frames[key]
        || measured.subviews[key] != geometry.subviews[key]
        || measured.proposals[key] != geometry.proposals[key]
        || measured.choices[key] != geometry.choices[key]
        || measured.measured[key] != geometry.measured[key]
    }
    geometry = measured
    measuredReaders.formUnion(geometryReaders.keys)
    for record in changed.values { record.invalidate() }
    return !changed.isEmpty
  }

  /// Measures the screen for the views that began reading their geometry in this pass and
  /// evaluates them again with their rectangles, as SwiftUI evaluates a reader's content
  /// during layout, with its proposal.
  func measureNewReaders() {
    for _ in 0..<4 where hasUnmeasuredReaders {
      hasUnmeasuredReaders = false
      guard remeasureGeometry() else { return }
      reevaluateDirty()
    }
  }
}
