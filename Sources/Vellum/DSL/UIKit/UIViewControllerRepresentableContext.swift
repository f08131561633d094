/// What a `UIViewControllerRepresentable` makes and updates its controller in: its
/// coordinator, the transaction of the update and the environment.
///
/// ```swift
/// func updateUIViewController(_ controller: UIViewController, context: Context) {}
/// ```
@MainActor
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment the view is in.
  public var environment: EnvironmentValues
}
