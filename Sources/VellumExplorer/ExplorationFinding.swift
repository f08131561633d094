/// Something wrong that exploring a view found, with the shortest path to it and the Swift a
/// test can paste to see it again.
///
/// ```swift
/// finding.kind            // .patchesDoNotApply
/// finding.reproduction    // "let host = ViewHost(…)\ntry host.tap(\"Add\")\n…"
/// ```
public struct ExplorationFinding: CustomStringConvertible, Sendable {
  /// What kind of problem it is.
  public enum Kind: String, Codable, Sendable {
    /// The process trapped (a `fatalError`, a force-unwrapped `nil`, an index out of range):
    /// found by `vellum explore`, whose views run in a process of their own.
    case trap
    /// An update's patches do not turn the screen before it into the screen after it.
    case patchesDoNotApply
    /// The host reported a problem while evaluating views: a duplicate `ForEach` id, a state
    /// written during a body, a missing environment object.
    case diagnostic
    /// A task still ran when the screen was given time to settle, or (with `vellum explore`)
    /// a step never returned.
    case hang
    /// The accessibility audit found a problem on the screen (an unlabelled button, …).
    case accessibility
    /// The layout cut a text to fit its frame: it lost lines, or ends in an ellipsis.
    case textDoesNotFit
  }

  /// What kind of problem it is.
  public let kind: Kind
  /// What is wrong, in words.
  public let message: String
  /// The state it was found in (see ``Exploration/State``).
  public let state: Int
  /// The interactions that lead to it from a fresh host, shortest first found.
  public let path: [StoryboardStep]

  /// The path as Swift a test can paste: one interaction a line on `host`.
  public var reproduction: String {
    path.map { $0.swiftCode + "\n" }.joined()
  }

  /// The kind, the message and the path: `patchesDoNotApply: … after tap "Add"`.
  public var description: String {
    "\(kind.rawValue): \(message)"
      + (path.isEmpty
        ? " (on the first screen)"
        : "\nreproduce with:\n" + reproduction.dropLast())
  }
}
