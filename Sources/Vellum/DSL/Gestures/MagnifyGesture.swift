import Foundation

/// A pinch (`host.magnify(_:by:)`): reports the scale.
///
/// ```swift
/// Image("map").gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
  /// How much the scale changes before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch.
  ///
  /// ```swift
  /// MagnifyGesture(minimumScaleDelta: 0.05)
  /// ```
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// How far a pinch has scaled.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// The scale from the start: 1 is unchanged.
    public var magnification: CGFloat
    /// How fast the scale changes.
    public var velocity: CGFloat
    /// The pinch's center, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// The pinch's center, in the view.
    public var startLocation: CGPoint
  }

  /// Primitive.
  public typealias Body = Never

  /// Changes half way and at the scale, and ends at it.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    GestureRecognizer { event in
      guard case .magnify(let scale) = event else { return nil }
      let time = gestureTime
      func value(_ s: CGFloat) -> Value {
        Value(time: time, magnification: s, velocity: 0, startAnchor: .center, startLocation: .zero)
      }
      return ([value(1 + (scale - 1) / 2), value(scale)], value(scale))
    }
  }
}
