/// What size a hosting controller tells UIKit its SwiftUI content wants.
///
/// ```swift
/// controller.sizingOptions = .preferredContentSize
/// ```
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Options from their bits.
  ///
  /// ```swift
  /// UIHostingControllerSizingOptions(rawValue: 1) == .preferredContentSize   // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Keeps `preferredContentSize` at the content's ideal size (popovers, sheets).
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)

  /// Keeps the view's intrinsic content size at the content's ideal size (Auto Layout).
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
