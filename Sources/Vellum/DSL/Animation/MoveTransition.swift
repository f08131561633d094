import Foundation

/// Moves the view in from an edge and out to it.
public struct MoveTransition: Transition {
  /// The edge.
  public var edge: Edge

  /// A move from `edge`.
  ///
  /// ```swift
  /// MoveTransition(edge: .bottom)
  /// ```
  public init(edge: Edge) { self.edge = edge }

  /// The content, off screen by a screen's width or height unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : edgeOffset(edge, distance: 320))
  }
}

extension Transition where Self == MoveTransition {
  /// A move from `edge`.
  ///
  /// ```swift
  /// .move(edge: .bottom)
  /// ```
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
