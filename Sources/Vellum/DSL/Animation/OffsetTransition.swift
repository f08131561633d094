import Foundation

/// Moves the view by an offset in and out.
public struct OffsetTransition: Transition {
  /// The offset off screen.
  public var offset: CGSize

  /// An offset transition.
  ///
  /// ```swift
  /// OffsetTransition(CGSize(width: 0, height: 40))
  /// ```
  public init(_ offset: CGSize) { self.offset = offset }

  /// The content, offset unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

extension Transition where Self == OffsetTransition {
  /// An offset.
  ///
  /// ```swift
  /// .offset(CGSize(width: 0, height: 20))
  /// ```
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

  /// An offset by coordinates.
  ///
  /// ```swift
  /// .offset(y: 20)
  /// ```
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}
