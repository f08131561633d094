/// When a default focus applies: when the scope first appears, or also when a person's action
/// moves focus into it.
///
/// ```swift
/// .defaultFocus($focus, .search, priority: .userInitiated)
/// ```
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  private let name: String

  /// When the scope first appears.
  public static let automatic = Self(name: "automatic")
  /// Also each time focus moves into the scope.
  public static let userInitiated = Self(name: "userInitiated")
}
