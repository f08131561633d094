import Foundation

/// A curve from 0 to 1 over progress 0 to 1: how a keyframe eases.
///
/// The formulas follow SwiftUI's results (the values and velocities below are those public
/// compatibility tests read from SwiftUI on Apple platforms): the ease curves are CSS's cubic
/// Béziers, `linear` is exact, the circular curves are arcs of a circle (`1 − √(1 − t²)` and
/// its reflections, not Bézier approximations), progress outside 0…1 is clamped, and a
/// Bézier's control points have their x clamped to 0…1 so the curve stays a function of
/// progress.
///
/// ```swift
/// LinearKeyframe(1, duration: 0.3, timingCurve: .easeInOut)
/// UnitCurve.easeIn.value(at: 0.5)      // 0.315
/// UnitCurve.easeIn.velocity(at: 0.5)   // 1.07
/// ```
public struct UnitCurve: Hashable, Sendable {
  /// The curve's formula.
  private enum Shape: Hashable, Sendable {
    case linear
    case bezier(start: UnitPoint, end: UnitPoint)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    /// `circularEaseInOut` with its axes swapped.
    case circularEaseOutIn
  }

  private let shape: Shape

  /// A cubic Bézier curve from (0, 0) to (1, 1) by its two control points.
  ///
  /// ```swift
  /// .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
  /// ```
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(shape: .bezier(start: startControlPoint, end: endControlPoint))
  }

  /// Straight: the value is the progress.
  public static let linear = UnitCurve(shape: .linear)
  /// Slow, then fast: CSS's `ease-in`, a Bézier through (0.42, 0) and (1, 1).
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Fast, then slow: CSS's `ease-out`, a Bézier through (0, 0) and (0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Slow, fast, slow: CSS's `ease-in-out`, a Bézier through (0.42, 0) and (0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A quarter circle starting flat: `1 − √(1 − t²)`.
  public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
  /// A quarter circle ending flat: `√(1 − (1 − t)²)`.
  public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
  /// Circular ease in to the middle, then circular ease out.
  public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

  /// The curve's value at `progress`, clamped to 0…1: 0 at 0, 1 at 1.
  ///
  /// ```swift
  /// UnitCurve.linear.value(at: 0.3)   // 0.3
  /// ```
  public func value(at progress: Double) -> Double {
    let t = min(max(progress, 0), 1)
    switch shape {
    case .linear: return t
    case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
    case .circularEaseOut: return (1 - (1 - t) * (1 - t)).squareRoot()
    case .circularEaseInOut:
      if t < 0.5 { return (1 - (1 - 4 * t * t).squareRoot()) / 2 }
      return (1 + (1 - (2 * t - 2) * (2 * t - 2)).squareRoot()) / 2
    case .circularEaseOutIn:
      if t < 0.5 { return (1 - (1 - 2 * t) * (1 - 2 * t)).squareRoot() / 2 }
      return 1 - (1 - (2 * t - 1) * (2 * t - 1)).squareRoot() / 2
    case .bezier(let start, let end):
      if t == 0 || t == 1 { return t }
      return Bezier(start, end).value(atX: t)
    }
  }

  /// The curve's rate of change at `progress` (clamped to 0…1): the derivative of ``value(at:)``,
  /// infinite where the curve is vertical (a circular curve's steep end).
  ///
  /// ```swift
  /// UnitCurve.linear.velocity(at: 0.3)           // 1
  /// UnitCurve.circularEaseIn.velocity(at: 1)     // +∞
  /// ```
  public func velocity(at progress: Double) -> Double {
    let t = min(max(progress, 0), 1)
    switch shape {
    case .linear: return 1
    case .circularEaseIn: return t / (1 - t * t).squareRoot()
    case .circularEaseOut: return (1 - t) / (1 - (1 - t) * (1 - t)).squareRoot()
    case .circularEaseInOut:
      let u = t < 0.5 ? 2 * t : 2 - 2 * t
      return u / (1 - u * u).squareRoot()
    case .circularEaseOutIn:
      let u = t < 0.5 ? 1 - 2 * t : 2 * t - 1
      return u / (1 - u * u).squareRoot()
    case .bezier(let start, let end):
      return Bezier(start, end).slope(atX: t)
    }
  }

  /// The curve with its axes swapped: its value at `y` is the progress where this curve reaches
  /// `y`.
  ///
  /// ```swift
  /// UnitCurve.circularEaseIn.inverse   // the same curve as circularEaseOut
  /// ```
  public var inverse: UnitCurve {
    switch shape {
    case .linear: return self
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return UnitCurve(shape: .circularEaseOutIn)
    case .circularEaseOutIn: return .circularEaseInOut
    case .bezier(let start, let end):
      return .bezier(
        startControlPoint: UnitPoint(x: start.y, y: start.x),
        endControlPoint: UnitPoint(x: end.y, y: end.x))
    }
  }
}

/// A unit cubic Bézier from (0, 0) to (1, 1), solved for its parameter at a given x.
private struct Bezier {
  let x1, y1, x2, y2: Double

  /// Control points with x clamped to 0…1, which keeps x(s) increasing.
  init(_ start: UnitPoint, _ end: UnitPoint) {
    x1 = min(max(Double(start.x), 0), 1)
    y1 = Double(start.y)
    x2 = min(max(Double(end.x), 0), 1)
    y2 = Double(end.y)
  }

  private static func point(_ s: Double, _ first: Double, _ second: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * first + 3 * u * s * s * second + s * s * s
  }

  private static func derivative(_ s: Double, _ first: Double, _ second: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * first + 6 * u * s * (second - first) + 3 * s * s * (1 - second)
  }

  /// The parameter where the curve's x is `x`: Newton's method from `x`, bisection when it
  /// strays.
  private func parameter(atX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.point(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let slope = Self.derivative(s, x1, x2)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    if s >= 0, s <= 1, abs(Self.point(s, x1, x2) - x) < 1e-12 { return s }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      if Self.point(s, x1, x2) < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  func value(atX x: Double) -> Double {
    Self.point(parameter(atX: x), y1, y2)
  }

  /// dy/dx at `x`; where dx/ds vanishes, infinite with the sign of dy/ds, or 0 when both do.
  func slope(atX x: Double) -> Double {
    let s = parameter(atX: x)
    let dx = Self.derivative(s, x1, x2)
    let dy = Self.derivative(s, y1, y2)
    if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
    return dy / dx
  }
}
