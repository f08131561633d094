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
    /// The control is inside a view with `allowsHitTesting(false)`.
    case ignoresTouches
    /// A row offset is outside the list.
    case outOfRange(count: Int)
    /// `dismiss()` was called with nothing presented.
    case nothingPresented
    /// `dismiss()` was called on a presentation whose content disables interactive dismissal.
    case dismissDisabled
    /// `back()` was called with no pushed screen.
    case nothingPushed
    /// A stepper is already at the bound it was stepped towards.
    case atBound
    /// The value given is NaN or infinite.
    case notFinite
    /// The view scrolled to is not inside a scroll view or a list.
    case notScrollable
    /// A file dialog refused the files chosen, for the reason given: too many, of a type it
    /// does not take, or not one folder to save or move into.
    case filesRefused(String)
    /// A drop destination refused what was dropped on it: the values are not of the type it
    /// takes, or its action did not take them.
    case dropRefused(String)
  }

  /// The interaction attempted: `tap`, `toggle`, `type into`, `delete rows in`.
  public var action: String
  /// The label searched for.
  public var label: String
  /// What went wrong.
  public var kind: Kind
  /// The controls on screen, one line each: kind, label and state.
  public var onScreen: [String]
  /// What is presented over the screen (`Alert "Delete?"`), when something is.
  public var presented: String?

  /// Creates an error; the host makes these, tests compare against them.
  ///
  /// ```swift
  /// InteractionError(action: "tap", label: "Sav", kind: .notFound, onScreen: ["button \"Save\""])
  /// ```
  public init(
    action: String, label: String, kind: Kind, onScreen: [String], presented: String? = nil
  ) {
    self.action = action
    self.label = label
    self.kind = kind
    self.onScreen = onScreen
    self.presented = presented
  }

  /// A message naming the interaction, the label, the problem and what is on screen.
  public var description: String {
    let problem: String
    switch kind {
    case .notFound: problem = "nothing on screen matches"
    case .ambiguous(let count): problem = "\(count) controls match; use an accessibility identifier"
    case .disabled: problem = "it is disabled"
    case .dismissDisabled:
      problem = "its content disables swiping it away (interactiveDismissDisabled)"
    case .hidden: problem = "it is hidden"
    case .ignoresTouches: problem = "it does not take touches (allowsHitTesting(false))"
    case .outOfRange(let count): problem = "there are only \(count)"
    case .nothingPresented: problem = "nothing is presented"
    case .nothingPushed: problem = "no navigation stack has a screen to go back from"
    case .atBound: problem = "it is already at its bound"
    case .notFinite: problem = "the value is not a finite number"
    case .notScrollable: problem = "it is not inside a scroll view or a list"
    case .filesRefused(let reason): problem = reason
    case .dropRefused(let reason): problem = reason
    }
    let screen = onScreen.isEmpty ? "nothing interactive" : onScreen.joined(separator: ", ")
    let scope = presented.map { " In the presented \($0): " } ?? " On screen: "
    return "\(action) \(quoted(label)): \(problem).\(scope)\(screen)"
  }
}
