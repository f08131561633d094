/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
///
/// ```swift
/// withAnimation(.default, completionCriteria: .removed) { isShown = false } completion: { }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String

  /// When the animated values have reached their end, though a spring may still settle.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation has been removed entirely.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}
