import Foundation

/// A shadow a shape style casts: a drop shadow outside the shape, or an inner one inside it.
///
/// ```swift
/// Circle().fill(.blue.shadow(.drop(radius: 4, y: 2)))
/// ```
public struct ShadowStyle: Equatable, Sendable {
  /// Whether the shadow falls inside the shape.
  let isInner: Bool
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A shadow outside the shape, of `color` blurred by `radius`, offset by `x` and `y`.
  ///
  /// ```swift
  /// ShadowStyle.drop(color: .black.opacity(0.2), radius: 8, y: 4)
  /// ```
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  /// A shadow inside the shape, of `color` blurred by `radius`, offset by `x` and `y`.
  ///
  /// ```swift
  /// ShadowStyle.inner(radius: 3)
  /// ```
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
  }
}
