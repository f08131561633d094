import Foundation

/// A gradient in ellipses that fit the shape it fills, from a start fraction of its size to an
/// end fraction.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .indigo]))
/// ```
public struct EllipticalGradient: ShapeStyle, RecordedShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// An elliptical gradient.
  ///
  /// ```swift
  /// EllipticalGradient(gradient: glow, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
  /// ```
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// An elliptical gradient through colors.
  ///
  /// ```swift
  /// EllipticalGradient(colors: [.white, .indigo])
  /// ```
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through stops.
  ///
  /// ```swift
  /// EllipticalGradient(stops: stops)
  /// ```
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// The gradient's fields: kind `elliptical`, stops, center and radius fractions.
  package var styleValue: AttributeValue {
    .fields([
      Attribute(.gradient, .name(.elliptical)), Attribute(.stops, gradient.attributeValue),
      Attribute(.center, .list([.double(center.x), .double(center.y)])),
      Attribute(.startRadius, .double(Double(startRadiusFraction))),
      Attribute(.endRadius, .double(Double(endRadiusFraction))),
    ])
  }
}
