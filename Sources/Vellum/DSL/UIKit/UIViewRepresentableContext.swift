/// What a `UIViewRepresentable` makes and updates its UIKit view in: its coordinator, the
/// transaction of the update and the environment.
///
/// ```swift
/// func updateUIView(_ uiView: UIView, context: Context) {
///   uiView.isHidden = !context.environment.isEnabled
/// }
/// ```
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment the view is in.
  public var environment: EnvironmentValues
}
