extension ViewHost {
  /// Scrolls the scroll view or list around the view `label` names until that view shows, as
  /// a person's swipes do. Every row is already on Vellum's screen, so what a scroll changes
  /// is what the app can observe of it: a `scrollPosition(id:)` binding on the scroll view is
  /// set to the id of the row the view is in (its `ForEach` id or `.id(_:)`), as SwiftUI sets
  /// it to the view scrolled to the top.
  ///
  /// - Throws: ``InteractionError`` when nothing on screen has that label, or the view is not
  ///   inside a scroll view or a list.
  ///
  /// ```swift
  /// try host.scroll(to: "Row 40")   // a scrollPosition(id: $top) binding is now 40
  /// ```
  public func scroll(to label: String) throws {
    graph.flush()
    let named = reachableRecords().filter { record in
      record.isElement && screenNodes(of: record).contains { $0.searchableNames.contains(label) }
    }
    // The innermost view with the label, as a touch would find it.
    guard
      let target = named.first(where: { outer in
        !named.contains { $0 !== outer && $0.isInside(outer) }
      })
    else {
      throw InteractionError(
        action: "scroll to", label: label, kind: .notFound, onScreen: onScreen(),
        presented: presentedDescription)
    }
    // Up from the view: the last keyed step below the scroll view is its row's id; above the
    // scroll view, its position's binding, if it has one.
    var row: Identity.Key?
    var scrollView = false
    var record: GraphNode? = target
    while let current = record {
      if case .scrollPosition(let set)? = current.control {
        if let row {
          graph.report.begin()
          _ = set(row.value)
          graph.flush()
        }
        return
      }
      if current.isElement, let role = current.nodes.first?.role,
        role == .scrollView || role == .list || role == .form
      {
        scrollView = true
      }
      if !scrollView, case .key(let key)? = current.component { row = key }
      record = current.parent
    }
    guard scrollView else {
      throw InteractionError(
        action: "scroll to", label: label, kind: .notScrollable, onScreen: onScreen(),
        presented: presentedDescription)
    }
  }
}
