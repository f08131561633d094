import Foundation

/// An ordered list of colors for a gradient, evenly spaced or at given locations.
///
/// ```swift
/// Gradient(colors: [.red, .yellow])
/// Gradient(stops: [.init(color: .blue, location: 0), .init(color: .clear, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
  /// One color of a gradient at a location from 0 (start) to 1 (end).
  ///
  /// ```swift
  /// Gradient.Stop(color: .orange, location: 0.3)
  /// ```
  public struct Stop: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// Where the color is, from 0 to 1.
    public var location: CGFloat

    /// A stop of a color at a location.
    ///
    /// ```swift
    /// Gradient.Stop(color: .white, location: 1)
    /// ```
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, from start to end.
  public var stops: [Stop]

  /// The colors, from start to end.
  public var colors: [Color] { stops.map(\.color) }

  /// A gradient through `colors`, evenly spaced.
  ///
  /// ```swift
  /// Gradient(colors: [.red, .yellow])
  /// ```
  public init(colors: [Color]) {
    let last = max(1, colors.count - 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
  }

  /// A gradient through colors at given locations.
  ///
  /// ```swift
  /// Gradient(stops: [.init(color: .blue, location: 0), .init(color: .white, location: 0.6)])
  /// ```
  public init(stops: [Stop]) { self.stops = stops }
}
