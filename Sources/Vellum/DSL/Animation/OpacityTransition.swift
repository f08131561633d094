import Foundation

/// Fades the view in and out.
public struct OpacityTransition: Transition {
  /// A fade.
  public init() {}
  /// The content, transparent unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  /// A fade does not move things.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
  /// A fade.
  public static var opacity: OpacityTransition { OpacityTransition() }
}
