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
    // An overdamped spring's bounce is negative: 1/ratio − 1, down to −1.
    self.init(
      duration: response, bounce: dampingRatio < 1 ? 1 - dampingRatio : 1 / dampingRatio - 1)
  }

  /// A spring that settles within `epsilon` of its target in `settlingDuration` seconds: its
  /// oscillation's envelope, e^(−ratio · 2π / response · t), falls to `epsilon` by then, so the
  /// response is 2π · ratio · duration / −ln(epsilon).
  ///
  /// ```swift
  /// Spring(settlingDuration: 0.8, dampingRatio: 0.6)
  /// ```
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let decay = -log(min(max(epsilon, .leastNormalMagnitude), 0.999))
    self.init(
      response: 2 * .pi * max(dampingRatio, 0) * max(settlingDuration, 0) / decay,
      dampingRatio: dampingRatio)
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
  /// The damping ratio: 1 critically damped, above 1 for a negative bounce (1 / (1 + bounce)).
  public var dampingRatio: Double { bounce > 0 ? 1 - bounce : 1 / (1 + bounce) }
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
