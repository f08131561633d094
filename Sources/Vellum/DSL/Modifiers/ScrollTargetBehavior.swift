import Foundation

/// Where scrolling comes to rest: a behavior moves the target a fling would stop at, to a
/// page's edge or a view's. A host's scroll (`host.scroll(to:)`) jumps to its view with no
/// fling, so a host never asks a behavior; `updateTarget` is what a custom one declares.
///
/// ```swift
/// .scrollTargetBehavior(.viewAligned)
///
/// struct Snap: ScrollTargetBehavior {
///   func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///     target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
///   }
/// }
/// ```
public protocol ScrollTargetBehavior {
  /// Moves `target`, where a scroll would come to rest, to where this behavior rests it.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

  /// What a behavior knows of the scroll.
  typealias TargetContext = ScrollTargetBehaviorContext
}
