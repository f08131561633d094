import Foundation

/// Pushes the view in from an edge and out to the opposite one.
public struct PushTransition: Transition {
  /// The edge it comes from.
  public var edge: Edge

  /// A push from `edge`.
  ///
  /// ```swift
  /// PushTransition(edge: .trailing)
  /// ```
  public init(edge: Edge) { self.edge = edge }

  /// The content, off screen unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : edgeOffset(edge, distance: 320 * phase.value))
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == PushTransition {
  /// A push from `edge`.
  ///
  /// ```swift
  /// .push(from: .trailing)
  /// ```
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
