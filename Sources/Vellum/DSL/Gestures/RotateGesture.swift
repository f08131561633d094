import Foundation

/// A two-finger rotation (`host.rotate(_:by:)`): reports the angle.
///
/// ```swift
/// Image("dial").gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
  /// How far the fingers turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A rotation.
  ///
  /// ```swift
  /// RotateGesture(minimumAngleDelta: .degrees(2))
  /// ```
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// How far a rotation has turned.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// The angle from the start.
    public var rotation: Angle
    /// How fast the angle changes.
    public var velocity: Angle
    /// The rotation's center, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// The rotation's center, in the view.
    public var startLocation: CGPoint
  }

  /// Primitive.
  public typealias Body = Never

  /// Changes half way and at the angle, and ends at it.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    GestureRecognizer { event in
      guard case .rotate(let angle) = event else { return nil }
      let time = gestureTime
      func value(_ a: Angle) -> Value {
        Value(time: time, rotation: a, velocity: .zero, startAnchor: .center, startLocation: .zero)
      }
      return ([value(.degrees(angle.degrees / 2)), value(angle)], value(angle))
    }
  }
}
