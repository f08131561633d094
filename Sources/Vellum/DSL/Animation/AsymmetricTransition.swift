import Foundation

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  /// The transition in.
  public var insertion: Insertion
  /// The transition out.
  public var removal: Removal

  /// An asymmetric transition.
  ///
  /// ```swift
  /// AsymmetricTransition(insertion: .opacity, removal: .scale)
  /// ```
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The insertion while appearing and on screen, the removal when gone.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    if phase == .didDisappear {
      removal.apply(content: content, phase: phase)
    } else {
      insertion.apply(content: content, phase: phase)
    }
  }
}
