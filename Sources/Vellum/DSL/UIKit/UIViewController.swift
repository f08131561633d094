/// UIKit's view controller, as a stand-in: what a `UIViewControllerRepresentable` returns, so
/// a wrapper compiles. A preview draws a representable as a labelled placeholder.
///
/// ```swift
/// final class ScannerController: UIViewController {}
/// ```
@MainActor
open class UIViewController {
  /// The controller's view.
  open var view: UIView! = UIView()

  /// A view controller.
  public init() {}

  /// Called after the view is loaded; nothing loads here.
  open func viewDidLoad() {}
}
