/// A view that wraps a UIKit view. It compiles as in SwiftUI; since there is no UIKit to draw
/// with, Vellum shows it as a placeholder labelled with the type's name, and never calls
/// `makeUIView(context:)`.
///
/// ```swift
/// struct ActivityIndicator: UIViewRepresentable {
///   func makeUIView(context: Context) -> UIView { UIView() }
///   func updateUIView(_ uiView: UIView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// The object that passes the UIKit view's events back, when there is one.
  associatedtype Coordinator = Void
  /// What the UIKit view is made and updated in.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with the view's values.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator.
  func makeCoordinator() -> Coordinator
  /// Cleans up the UIKit view before it goes.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// Nothing to clean up.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// A representable is drawn by the graph, as a placeholder.
  public var body: Never { primitiveBody(Self.self) }
}
