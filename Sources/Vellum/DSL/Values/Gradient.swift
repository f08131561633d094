/// An ordered list of colors for a gradient.
///
/// ```swift
/// Gradient(colors: [.red, .yellow])
/// ```
public struct Gradient: Hashable, Sendable {
  /// The colors, from start to end, evenly spaced.
  public var colors: [Color]

  /// A gradient through `colors`.
  ///
  /// ```swift
  /// Gradient(colors: [.red, .yellow])
  /// ```
  public init(colors: [Color]) { self.colors = colors }
}
