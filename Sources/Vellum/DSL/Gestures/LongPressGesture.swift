import Foundation

/// A press held for a minimum duration (`host.longPress`): reports `true` while pressed.
///
/// ```swift
/// Circle().gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in complete() })
/// ```
public struct LongPressGesture: Gesture {
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move, in points.
  public var maximumDistance: CGFloat

  /// A long press.
  ///
  /// ```swift
  /// LongPressGesture(minimumDuration: 0.5)
  /// ```
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// Whether the press is held.
  public typealias Value = Bool
  /// Primitive.
  public typealias Body = Never

  /// Changes to `true` at the press, and ends `true`.
  public func makeRecognizer() -> GestureRecognizer<Bool> {
    GestureRecognizer { event in
      guard case .longPress = event else { return nil }
      return ([true], true)
    }
  }
}
