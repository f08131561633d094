import Foundation

/// Where a scroll comes to rest: the rectangle of content to show, and how it is anchored.
///
/// ```swift
/// target.rect.origin.x = 0
/// ```
public struct ScrollTarget {
  /// The content's rectangle the scroll view shows at rest.
  public var rect: CGRect
  /// The point of `rect` aligned with the scroll view's; `nil` for its top leading.
  public var anchor: UnitPoint?

  /// A target at `rect`.
  ///
  /// ```swift
  /// ScrollTarget(rect: CGRect(x: 0, y: 400, width: 393, height: 852))
  /// ```
  package init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}
