import Foundation

/// What a scroll target behavior knows of the scroll it adjusts: where it was going, how fast,
/// and the sizes of the content and the scroll view.
///
/// ```swift
/// func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///   if context.velocity.dy > 0 { target.rect.origin.y = context.contentSize.height }
/// }
/// ```
public struct ScrollTargetBehaviorContext {
  /// Where the scroll was going before any behavior moved it.
  public let originalTarget: ScrollTarget
  /// The scroll's velocity, in points a second.
  public let velocity: CGVector
  /// The size of the scrolled content.
  public let contentSize: CGSize
  /// The size of the scroll view.
  public let containerSize: CGSize
  /// The axes it scrolls along.
  public let axes: Axis.Set

  /// A context for a scroll towards `originalTarget` (SwiftUI makes these; so do tests).
  ///
  /// ```swift
  /// ScrollTargetBehaviorContext(
  ///   originalTarget: target, velocity: CGVector(dx: 0, dy: 300),
  ///   contentSize: CGSize(width: 393, height: 4000), containerSize: CGSize(width: 393, height: 852),
  ///   axes: .vertical)
  /// ```
  package init(
    originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize,
    containerSize: CGSize, axes: Axis.Set
  ) {
    self.originalTarget = originalTarget
    self.velocity = velocity
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.axes = axes
  }
}
