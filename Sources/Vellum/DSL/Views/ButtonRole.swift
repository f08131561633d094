/// What a button does, which changes how it is drawn and where it is placed in alerts.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Hashable, Sendable {
  /// The role's name.
  package var name: String

  /// A button that deletes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}
