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

/// A point in a view's unit square: `(0, 0)` is the top leading corner.
///
/// ```swift
/// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
/// ```
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal position, 0 at the leading edge.
  public var x: Double
  /// The vertical position, 0 at the top.
  public var y: Double

  /// A point at `x`, `y`.
  ///
  /// ```swift
  /// UnitPoint(x: 0.5, y: 0)
  /// ```
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top edge's midpoint.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom edge's midpoint.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading edge's midpoint.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's midpoint.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The name of a standard point (`top`), or `(x, y)`.
  public var description: String {
    let names: [(UnitPoint, String)] = [
      (.top, "top"), (.bottom, "bottom"), (.leading, "leading"), (.trailing, "trailing"),
      (.center, "center"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
      (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
    ]
    return names.first { $0.0 == self }?.1 ?? "(\(formatNumber(x)), \(formatNumber(y)))"
  }
}

/// A gradient along a line from `startPoint` to `endPoint`.
///
/// ```swift
/// LinearGradient(gradient: Gradient(colors: [.red, .yellow]), startPoint: .top, endPoint: .bottom)
/// ```
public struct LinearGradient: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
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

  /// `LinearGradient([red, yellow], top → bottom)`.
  public var description: String {
    "LinearGradient([" + gradient.colors.map(\.description).joined(separator: ", ") + "], "
      + "\(startPoint) → \(endPoint))"
  }
}

extension LinearGradient: View {
  /// A gradient is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension LinearGradient: PrimitiveView {
  package func update(_ record: GraphNode) {
    record.output = .leaf(
      Node(
        role: .linearGradient, identity: record.identity,
        attributes: [Attribute("gradient", .gradient(self))]))
  }
}

extension UnitPoint: Animatable {
  /// The point's coordinates, as animations interpolate them.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}
