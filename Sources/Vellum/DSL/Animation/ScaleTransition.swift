import Foundation

/// Scales the view in and out.
public struct ScaleTransition: Transition {
  /// The scale off screen.
  public var scale: Double
  /// The point it scales around.
  public var anchor: UnitPoint

  /// A scale from `scale`.
  ///
  /// ```swift
  /// ScaleTransition(0.5, anchor: .bottom)
  /// ```
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// The content, scaled unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

extension Transition where Self == ScaleTransition {
  /// A scale from nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }

  /// A scale from `scale`.
  ///
  /// ```swift
  /// .scale(0.8, anchor: .top)
  /// ```
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}
