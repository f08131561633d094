/// A matrix that maps a color's red, green, blue and alpha (and a constant) to new ones, for a
/// canvas's `.colorMatrix` filter: row `r` gives the new red as `r1·red + r2·green + r3·blue +
/// r4·alpha + r5`. The identity unless changed.
///
/// ```swift
/// var sepia = ColorMatrix()
/// sepia.r1 = 0.393; sepia.r2 = 0.769; sepia.r3 = 0.189
/// context.addFilter(.colorMatrix(sepia))
/// ```
public struct ColorMatrix: Equatable, Sendable {
  /// Red from red, green, blue, alpha and a constant.
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  /// Green from red, green, blue, alpha and a constant.
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  /// Blue from red, green, blue, alpha and a constant.
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  /// Alpha from red, green, blue, alpha and a constant.
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

  /// The identity: every color maps to itself.
  ///
  /// ```swift
  /// ColorMatrix()
  /// ```
  public init() {}
}
