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

  /// The top leading corner, `(0, 0)`.
  ///
  /// ```swift
  /// UnitPoint() == .topLeading   // true
  /// ```
  public init() { self.init(x: 0, y: 0) }

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
