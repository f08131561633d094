import Foundation

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient between two points.
  ///
  /// ```swift
  /// .fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
  /// ```
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  )
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through colors.
  ///
  /// ```swift
  /// .fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
  /// ```
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through stops.
  ///
  /// ```swift
  /// .fill(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom))
  /// ```
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  ///
  /// ```swift
  /// .fill(.radialGradient(Gradient(colors: [.white, .blue]), center: .center, startRadius: 0, endRadius: 80))
  /// ```
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through colors.
  ///
  /// ```swift
  /// .fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))
  /// ```
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient between two angles.
  ///
  /// ```swift
  /// .fill(.angularGradient(spectrum, center: .center, startAngle: .zero, endAngle: .degrees(360)))
  /// ```
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through colors between two angles.
  ///
  /// ```swift
  /// .fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
  /// ```
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn of a gradient (a conic gradient).
  ///
  /// ```swift
  /// .fill(.conicGradient(spectrum, center: .center))
  /// ```
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A full turn of colors (a conic gradient).
  ///
  /// ```swift
  /// .fill(.conicGradient(colors: [.red, .yellow, .red], center: .center))
  /// ```
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  ///
  /// ```swift
  /// .fill(.ellipticalGradient(glow))
  /// ```
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through colors.
  ///
  /// ```swift
  /// .fill(.ellipticalGradient(colors: [.white, .indigo]))
  /// ```
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
