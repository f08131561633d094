import Foundation

/// No transition.
public struct IdentityTransition: Transition {
  /// No transition.
  public init() {}
  /// The content as it is.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  /// Nothing moves.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == IdentityTransition {
  /// No transition.
  public static var identity: IdentityTransition { IdentityTransition() }
}
