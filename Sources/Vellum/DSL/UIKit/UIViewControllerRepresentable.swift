/// A view that wraps a UIKit view controller. It compiles as in SwiftUI; Vellum shows it as a
/// placeholder labelled with the type's name, and never calls
/// `makeUIViewController(context:)`.
///
/// ```swift
/// struct Scanner: UIViewControllerRepresentable {
///   func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
///   func updateUIViewController(_ controller: UIViewController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The view controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// The object that passes the controller's events back, when there is one.
  associatedtype Coordinator = Void
  /// What the controller is made and updated in.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the view controller.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the view controller up to date with the view's values.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
  /// Cleans up the view controller before it goes.
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  /// A representable is drawn by the graph, as a placeholder.
  public var body: Never { primitiveBody(Self.self) }
}
