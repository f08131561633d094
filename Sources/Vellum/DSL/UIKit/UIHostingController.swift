import Foundation

/// A UIKit view controller that shows SwiftUI content, as a stand-in: UIKit code that embeds
/// a SwiftUI screen compiles, and its `rootView` is what a host mounts.
///
/// ```swift
/// let controller = UIHostingController(rootView: RecipeList())
/// let host = ViewHost(controller.rootView)
/// ```
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI content.
  public var rootView: Content

  /// What size the controller reports its content wants.
  public var sizingOptions: UIHostingControllerSizingOptions = []

  /// A controller showing `rootView`.
  ///
  /// ```swift
  /// UIHostingController(rootView: SettingsView())
  /// ```
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }

  /// A controller from a storyboard, showing `rootView`. A host has no storyboards to decode,
  /// so this fails.
  ///
  /// ```swift
  /// @IBSegueAction func showSettings(_ coder: NSCoder) -> UIViewController? {
  ///   UIHostingController(coder: coder, rootView: SettingsView())
  /// }
  /// ```
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    return nil
  }

  /// A controller from a storyboard with no content to show: always fails, as SwiftUI's
  /// does.
  ///
  /// ```swift
  /// required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  /// ```
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }
}
