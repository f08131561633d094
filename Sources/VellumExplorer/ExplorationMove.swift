import Vellum

/// One interaction an explorer found on a screen: the step a storyboard does, and the control
/// it is done on, named so that a fresh host that reached the same screen finds it again (its
/// kind, its label, and how many controls of that kind and label come before it).
///
/// ```swift
/// let move = ExplorationMove(step: .tap("Add"), kind: "button", label: "Add", occurrence: 0, control: 2)
/// ```
package struct ExplorationMove: Codable, Hashable, Sendable {
  /// What is done.
  package let step: StoryboardStep
  /// The kind of control it is done on (`ScreenControl.kind`), or `nil` for `back` and
  /// `dismiss`, which act on the screen.
  package let kind: String?
  /// The control's label.
  package let label: String
  /// How many controls of its kind and label come before it on the screen.
  package let occurrence: Int
  /// The control's place among the screen's controls (`ViewHost.screenControls`), which the
  /// prototype's pages link from.
  package let control: Int?

  /// Does the move on `host`: on the control it names, or on the screen.
  ///
  /// ```swift
  /// try move.perform(on: host)
  /// ```
  @MainActor
  package func perform(on host: ViewHost) throws {
    guard let kind else {
      try step.performNow(on: host)
      return
    }
    let matching = host.screenControls.filter { $0.kind == kind && ($0.name ?? "") == label }
    guard matching.indices.contains(occurrence) else {
      throw Missing(move: self)
    }
    // The control is pinned: a tap by its label alone reaches it, whichever of its kind and
    // label it is.
    var pinned = step
    if case .tapAt(let label, _) = pinned { pinned = .tap(label) }
    try host.perform(on: matching[occurrence]) { try pinned.performNow(on: host) }
  }

  /// The control a move names is not on the screen: the view behaves differently from one
  /// run to the next.
  package struct Missing: Error, CustomStringConvertible {
    /// The move.
    package let move: ExplorationMove
    /// What is missing.
    package var description: String {
      "no \(move.kind ?? "control") \"\(move.label)\" #\(move.occurrence + 1) on the screen"
    }
  }
}
