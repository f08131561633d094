/// Why an interaction could not be performed, with what was searched and what is on screen.
///
/// ```swift
/// do { try host.tap("Sav") } catch let error as InteractionError { print(error) }
/// // tap "Sav": nothing on screen matches. On screen: button "Save", toggle "Favorite"
/// ```
public struct InteractionError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// No control of the right kind has that label.
    case notFound
    /// Several controls have that label.
    case ambiguous(count: Int)
    /// The control is disabled.
    case disabled
    /// The control is hidden.
    case hidden
    /// A row offset is outside the list.
    case outOfRange(count: Int)
  }

  /// The interaction attempted: `tap`, `toggle`, `type into`, `delete rows in`.
  public var action: String
  /// The label searched for.
  public var label: String
  /// What went wrong.
  public var kind: Kind
  /// The controls on screen, one line each: kind, label and state.
  public var onScreen: [String]

  /// Creates an error; the host makes these, tests compare against them.
  ///
  /// ```swift
  /// InteractionError(action: "tap", label: "Sav", kind: .notFound, onScreen: ["button \"Save\""])
  /// ```
  public init(action: String, label: String, kind: Kind, onScreen: [String]) {
    self.action = action
    self.label = label
    self.kind = kind
    self.onScreen = onScreen
  }

  /// A message naming the interaction, the label, the problem and what is on screen.
  public var description: String {
    let problem: String
    switch kind {
    case .notFound: problem = "nothing on screen matches"
    case .ambiguous(let count): problem = "\(count) controls match; use an accessibility identifier"
    case .disabled: problem = "it is disabled"
    case .hidden: problem = "it is hidden"
    case .outOfRange(let count): problem = "the list has \(count) rows"
    }
    let screen = onScreen.isEmpty ? "nothing interactive" : onScreen.joined(separator: ", ")
    return "\(action) \(quoted(label)): \(problem). On screen: \(screen)"
  }
}
