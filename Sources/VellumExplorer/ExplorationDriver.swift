/// Where an explorer does its interactions: in this process (`ViewHost.explore`), or in a
/// preview runner in another process (`vellum explore`), which a trap ends without ending the
/// walk.
///
/// ```swift
/// let visit = await driver.visit([], then: nil)   // the first screen
/// ```
@MainActor
package protocol ExplorationDriver {
  /// Does `path` on a fresh host, settling its tasks after each step, then `move` (when one is
  /// given) with the checks of ``ExplorationSight/problems``.
  func visit(_ path: [ExplorationMove], then move: ExplorationMove?) async -> ExplorationVisit
  /// What the last visit's screen is: its audit, its texts cut to fit, and its page. The
  /// walk asks only for screens it had not seen.
  func inspect() async -> ExplorationInspection?
}

/// What one visit gave.
package enum ExplorationVisit: Sendable {
  /// The screen the path led to.
  case reached(ExplorationSight)
  /// A step of the path no longer works, or the move failed: the view behaves differently
  /// from one run to the next, or the move does nothing here.
  case lost
  /// The visit never ended well: the process trapped, or a step never returned.
  case failed(ExplorationFinding.Kind, String)
}

/// A screen a visit reached, and what went wrong on the way to it.
package struct ExplorationSight: Codable, Sendable {
  /// What tells the screen from others (see ``ScreenIdentity``).
  package var key: String
  /// The screen, as the tree rendering writes it.
  package var tree: String
  /// What a person can do on it, in screen order.
  package var moves: [ExplorationMove]
  /// What the move did wrong: patches that do not apply, new diagnostics, a hang, each with
  /// the kind of finding it is and its message.
  package var problems: [Problem]

  /// One problem of a move.
  package struct Problem: Codable, Sendable {
    /// The finding's kind.
    package var kind: ExplorationFinding.Kind
    /// What is wrong.
    package var message: String
  }
}

/// What an explorer looks at on a screen it had not seen.
package struct ExplorationInspection: Codable, Sendable {
  /// The accessibility audit's findings.
  package var audit: [String]
  /// The texts the layout cut to fit their frames, each described.
  package var cutTexts: [String]
  /// The screen's page for the prototype.
  package var screen: ExploredScreen
}

/// A screen as the prototype shows it: its HTML, each control's element marked with
/// `data-ref="cN"` (N its place among the screen's controls), and its text rendering.
package struct ExploredScreen: Codable, Hashable, Sendable {
  /// The screen's HTML fragment, placed at the point layout's frames on its device when
  /// ``height`` is set (an exploration saved before that left the layout to CSS).
  package var html: String
  /// The screen's text rendering.
  package var text: String
  /// The screen's width in points: its device's.
  package var width: Double?
  /// The screen's height in points, its device's: the fragment's frames are measured from the
  /// top-leading corner of an element of this height and ``width``.
  package var height: Double?
}
