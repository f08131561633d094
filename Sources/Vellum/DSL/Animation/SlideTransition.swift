import Foundation

/// Slides the view in from the leading edge and out to the trailing one.
public struct SlideTransition: Transition {
  /// A slide.
  public init() {}
  /// The content, off screen unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(x: phase.isIdentity ? 0 : 320 * phase.value)
  }
}

extension Transition where Self == SlideTransition {
  /// A slide.
  public static var slide: SlideTransition { SlideTransition() }
}
