/// Whether a control activates when something dragged hovers over it.
///
/// ```swift
/// Button("Inbox") { open() }.springLoadingBehavior(.enabled)
/// ```
public struct SpringLoadingBehavior: Hashable, Sendable {
  private let name: String

  /// The control's own behaviour.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Activates under a drag.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Never activates under a drag.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}
