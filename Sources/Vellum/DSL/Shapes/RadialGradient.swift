import Foundation

/// A gradient in circles from a center point, from a start radius to an end radius.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: ShapeStyle, RecordedShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// A radial gradient.
  ///
  /// ```swift
  /// RadialGradient(gradient: Gradient(colors: [.white, .blue]), center: .top, startRadius: 10, endRadius: 200)
  /// ```
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A radial gradient through colors.
  ///
  /// ```swift
  /// RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 100)
  /// ```
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient through stops.
  ///
  /// ```swift
  /// RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 100)
  /// ```
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// The gradient's fields: kind `radial`, stops, center and radii in points.
  package var styleValue: AttributeValue {
    .fields([
      Attribute(.gradient, .name(.radial)), Attribute(.stops, gradient.attributeValue),
      Attribute(.center, .list([.double(center.x), .double(center.y)])),
      Attribute(.startRadius, .double(Double(startRadius))),
      Attribute(.endRadius, .double(Double(endRadius))),
    ])
  }
}
