/// What a ``ButtonStyle`` draws from: the button's label, role and pressed state.
///
/// ```swift
/// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
/// ```
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = AnyView

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is being pressed: always `false`, since Vellum renders buttons at rest.
  public let isPressed: Bool
}
