extension Color {
  /// This color mixed with another: `fraction` 0 is this color, 1 the other. System colors
  /// mix as their light-appearance values; a semantic color (`primary`, the accent) cannot be
  /// mixed before it is drawn, so the nearer of the two is kept.
  ///
  /// ```swift
  /// Color.blue.mix(with: .white, by: 0.3)
  /// ```
  public func mix(
    with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  )
    -> Color
  {
    let amount = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    guard let (r1, g1, b1, a1) = resolvedComponents, let (r2, g2, b2, a2) = rhs.resolvedComponents
    else {
      // A semantic color (primary, the accent) has no fixed components: the nearer one wins.
      return amount < 0.5 ? self : rhs
    }
    let blend = { (a: Double, b: Double) in a + (b - a) * amount }
    return Color(
      .sRGB, red: blend(r1, r2), green: blend(g1, g2), blue: blend(b1, b2),
      opacity: blend(a1, a2))
  }
}

extension Gradient {
  /// The space colors are mixed in.
  ///
  /// ```swift
  /// Color.red.mix(with: .blue, by: 0.5, in: .device)
  /// ```
  public enum ColorSpace: Hashable, Sendable {
    /// The device's color space.
    case device
    /// A space where equal steps look equal.
    case perceptual
  }
}
