import Foundation

/// A rotation reporting only its angle (the older form of ``RotateGesture``).
///
/// ```swift
/// .gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: Gesture {
  /// How far the fingers turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A rotation.
  ///
  /// ```swift
  /// RotationGesture()
  /// ```
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// The angle from the start.
  public typealias Value = Angle
  /// Primitive.
  public typealias Body = Never

  /// Reports the angle of a rotation.
  public func makeRecognizer() -> GestureRecognizer<Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).makeRecognizer().map(\.rotation)
  }
}
