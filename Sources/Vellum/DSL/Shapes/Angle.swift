import Foundation

/// A geometric angle, in radians or degrees.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians          // 1.5707…
/// quarter + .degrees(45)   // 135°
/// ```
public struct Angle: Hashable, Comparable, Sendable, Codable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  ///
  /// ```swift
  /// Angle()
  /// ```
  public init() { radians = 0 }

  /// An angle in radians.
  ///
  /// ```swift
  /// Angle(radians: .pi)
  /// ```
  public init(radians: Double) { self.radians = radians }

  /// An angle in degrees.
  ///
  /// ```swift
  /// Angle(degrees: 180)
  /// ```
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// A zero angle.
  public static let zero = Angle()

  /// An angle in radians.
  ///
  /// ```swift
  /// .rotationEffect(.radians(.pi))
  /// ```
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle in degrees.
  ///
  /// ```swift
  /// startAngle: .degrees(-90)
  /// ```
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Orders angles by size.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: VectorArithmetic {
  /// The sum of two angles.
  ///
  /// ```swift
  /// .degrees(90) + .degrees(45)
  /// ```
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  ///
  /// ```swift
  /// .degrees(90) - .degrees(45)
  /// ```
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// The angle turning the other way.
  ///
  /// ```swift
  /// -Angle.degrees(30)
  /// ```
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  /// An angle scaled by a factor.
  ///
  /// ```swift
  /// Angle.degrees(360) * 0.25   // 90°
  /// ```
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

  /// An angle scaled by a factor.
  ///
  /// ```swift
  /// 0.25 * Angle.degrees(360)   // 90°
  /// ```
  public static func * (lhs: Double, rhs: Angle) -> Angle { rhs * lhs }

  /// An angle divided by a number.
  ///
  /// ```swift
  /// Angle.degrees(360) / 4   // 90°
  /// ```
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

  /// Scales the angle in place.
  public mutating func scale(by rhs: Double) { radians *= rhs }

  /// The square of the angle in radians.
  public var magnitudeSquared: Double { radians * radians }
}

extension Angle: Animatable {
  /// The angle as animations interpolate it: its radians scaled by 128, as SwiftUI scales
  /// them (a compatibility test run against SwiftUI reads `Angle(radians: .pi).animatableData`
  /// as `.pi * 128`).
  ///
  /// ```swift
  /// Angle(degrees: 180).animatableData   // .pi * 128
  /// ```
  public var animatableData: Double {
    get { radians * 128 }
    set { radians = newValue / 128 }
  }
}
