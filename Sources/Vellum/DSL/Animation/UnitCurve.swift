import Foundation

/// A curve from 0 to 1 over progress 0 to 1: how a keyframe eases.
///
/// ```swift
/// LinearKeyframe(1, duration: 0.3, timingCurve: .easeInOut)
/// UnitCurve.easeIn.value(at: 0.5)   // 0.25
/// ```
public struct UnitCurve: Hashable, Sendable {
  let start: UnitPoint
  let end: UnitPoint

  /// A cubic Bézier curve by its two control points.
  ///
  /// ```swift
  /// .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
  /// ```
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(start: startControlPoint, end: endControlPoint)
  }

  /// Straight.
  public static let linear = bezier(
    startControlPoint: UnitPoint(x: 1.0 / 3, y: 1.0 / 3),
    endControlPoint: UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
  /// Slow, then fast.
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Fast, then slow.
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Slow, fast, slow.
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A circular ease in.
  public static let circularEaseIn = bezier(
    startControlPoint: UnitPoint(x: 0.6, y: 0.04), endControlPoint: UnitPoint(x: 0.98, y: 0.335))
  /// A circular ease out.
  public static let circularEaseOut = bezier(
    startControlPoint: UnitPoint(x: 0.075, y: 0.82), endControlPoint: UnitPoint(x: 0.165, y: 1))
  /// A circular ease in and out.
  public static let circularEaseInOut = bezier(
    startControlPoint: UnitPoint(x: 0.785, y: 0.135),
    endControlPoint: UnitPoint(x: 0.15, y: 0.86))

  /// The curve's value at `progress` (0…1).
  ///
  /// ```swift
  /// UnitCurve.linear.value(at: 0.3)   // 0.3
  /// ```
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    // Solves the curve's x(t) = x by bisection, then reads y(t).
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if Self.cubic(middle, Double(start.x), Double(end.x)) < x {
        low = middle
      } else {
        high = middle
      }
    }
    return Self.cubic((low + high) / 2, Double(start.y), Double(end.y))
  }

  /// The curve with its axes swapped.
  public var inverse: UnitCurve {
    UnitCurve(start: UnitPoint(x: start.y, y: start.x), end: UnitPoint(x: end.y, y: end.x))
  }

  private static func cubic(_ t: Double, _ first: Double, _ second: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * first + 3 * u * t * t * second + t * t * t
  }
}
