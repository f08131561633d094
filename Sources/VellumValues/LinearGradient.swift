/// A gradient along a line from `startPoint` to `endPoint`.
///
/// ```swift
/// LinearGradient(gradient: Gradient(colors: [.red, .yellow]), startPoint: .top, endPoint: .bottom)
/// ```
public struct LinearGradient: Hashable, Sendable, CustomStringConvertible {
  /// The colors.
  public var gradient: Gradient
  /// Where the first color is.
  public var startPoint: UnitPoint
  /// Where the last color is.
  public var endPoint: UnitPoint

  /// A gradient from `startPoint` to `endPoint`.
  ///
  /// ```swift
  /// LinearGradient(gradient: Gradient(colors: [.red, .yellow]), startPoint: .top, endPoint: .bottom)
  /// ```
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient through `colors` from `startPoint` to `endPoint`.
  ///
  /// ```swift
  /// LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom)
  /// ```
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through colors at given locations, from one point to another.
  ///
  /// ```swift
  /// LinearGradient(stops: [.init(color: .black, location: 0.5), .init(color: .clear, location: 1)],
  ///                startPoint: .bottom, endPoint: .top)
  /// ```
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// `LinearGradient([red, yellow], top → bottom)`.
  public var description: String {
    "LinearGradient([" + gradient.colors.map(\.description).joined(separator: ", ") + "], "
      + "\(startPoint) → \(endPoint))"
  }
}
