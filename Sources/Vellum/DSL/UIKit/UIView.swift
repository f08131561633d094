import Foundation

/// UIKit's view, as a stand-in: what a `UIViewRepresentable` returns, so a wrapper compiles.
/// A preview draws a representable as a labelled placeholder, never the UIKit view.
///
/// ```swift
/// final class Sparkline: UIView {}
/// ```
@MainActor
open class UIView {
  /// The view's rectangle in its superview.
  open var frame: CGRect
  /// The view's background color.
  open var backgroundColor: UIColor?
  /// Whether the view is hidden.
  open var isHidden = false
  /// The views inside this one.
  open private(set) var subviews: [UIView] = []

  /// A view with a frame.
  ///
  /// ```swift
  /// UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
  /// ```
  public init(frame: CGRect = .zero) { self.frame = frame }

  /// Adds `view` inside this one.
  open func addSubview(_ view: UIView) { subviews.append(view) }
}
