import Foundation

/// A gradient around a center point, from a start angle to an end angle (a conic gradient).
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, RecordedShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// An angular gradient between two angles.
  ///
  /// ```swift
  /// AngularGradient(gradient: spectrum, center: .center, startAngle: .zero, endAngle: .degrees(360))
  /// ```
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// An angular gradient through colors.
  ///
  /// ```swift
  /// AngularGradient(colors: [.red, .blue], center: .center)
  /// ```
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// An angular gradient through stops.
  ///
  /// ```swift
  /// AngularGradient(stops: stops, center: .center)
  /// ```
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A full turn of a gradient starting at `angle` (a conic gradient).
  ///
  /// ```swift
  /// AngularGradient(gradient: spectrum, center: .center, angle: .degrees(90))
  /// ```
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: .degrees(angle.degrees + 360))
  }

  /// A full turn of colors starting at `angle`.
  ///
  /// ```swift
  /// AngularGradient(colors: [.red, .orange, .red], center: .center, angle: .zero)
  /// ```
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A full turn of stops starting at `angle`.
  ///
  /// ```swift
  /// AngularGradient(stops: stops, center: .center, angle: .zero)
  /// ```
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  /// The gradient's fields: kind `angular`, stops, center and angles in degrees.
  package var styleValue: AttributeValue {
    .fields([
      Attribute(.gradient, .name(.angular)), Attribute(.stops, gradient.attributeValue),
      Attribute(.center, .list([.double(center.x), .double(center.y)])),
      Attribute(.startAngle, .double(startAngle.degrees)),
      Attribute(.endAngle, .double(endAngle.degrees)),
    ])
  }
}
