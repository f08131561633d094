import Foundation

/// A spring's physics, for `SpringKeyframe` and spring animations: by perceived duration and
/// bounce, by response and damping ratio, or by mass, stiffness and damping.
///
/// ```swift
/// SpringKeyframe(1, spring: Spring(duration: 0.4, bounce: 0.3))
/// ```
public struct Spring: Hashable, Sendable {
  /// How long the spring takes to feel finished, in seconds.
  public var duration: TimeInterval
  /// How much it bounces: 0 none, up to 1; negative is overdamped.
  public var bounce: Double

  /// A spring by perceived duration and bounce.
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.2)
  /// ```
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = max(duration, 0.001)
    self.bounce = bounce
  }

  /// A spring by response (seconds per oscillation) and damping ratio.
  ///
  /// ```swift
  /// Spring(response: 0.4, dampingRatio: 0.7)
  /// ```
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }

  /// A spring by its physical properties.
  ///
  /// ```swift
  /// Spring(mass: 1, stiffness: 170, damping: 15)
  /// ```
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let omega = (max(stiffness, 0.001) / max(mass, 0.001)).squareRoot()
    let ratio = damping / (2 * (max(stiffness, 0.001) * max(mass, 0.001)).squareRoot())
    self.init(
      response: 2 * .pi / omega, dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
  }

  /// The response: seconds per oscillation.
  public var response: Double { duration }
  /// The damping ratio: 1 critically damped.
  public var dampingRatio: Double { 1 - bounce }
  /// The mass (1).
  public var mass: Double { 1 }
  /// The stiffness for a unit mass.
  public var stiffness: Double { pow(2 * .pi / response, 2) }
  /// The damping for a unit mass.
  public var damping: Double { 4 * .pi * dampingRatio / response }

  /// How long the spring takes to come within 0.1% of its target.
  public var settlingDuration: TimeInterval {
    let ratio = max(dampingRatio, 0.05)
    return log(1000) / (ratio * 2 * .pi / response)
  }

  /// A smooth spring with no bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A snappy spring with a little bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A bouncy spring.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A smooth spring with a duration and extra bounce.
  ///
  /// ```swift
  /// .smooth(duration: 0.3)
  /// ```
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring with a duration and extra bounce.
  ///
  /// ```swift
  /// .snappy(duration: 0.3, extraBounce: 0.1)
  /// ```
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring with a duration and extra bounce.
  ///
  /// ```swift
  /// .bouncy(duration: 0.6)
  /// ```
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

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
