/// What a ``PrimitiveButtonStyle`` draws from: the label, the role and the action to trigger.
///
/// ```swift
/// configuration.label.onTapGesture { configuration.trigger() }
/// ```
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = AnyView

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}
