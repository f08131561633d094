import Foundation

/// One or more taps (`host.tap`).
///
/// ```swift
/// Image("photo").gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
/// ```
public struct TapGesture: Gesture {
  /// How many taps end the gesture.
  public var count: Int

  /// A gesture of `count` taps.
  ///
  /// ```swift
  /// TapGesture(count: 2)
  /// ```
  public init(count: Int = 1) { self.count = count }

  /// A tap reports nothing.
  public typealias Value = Void
  /// Primitive.
  public typealias Body = Never

  /// Ends at a tap.
  public func makeRecognizer() -> GestureRecognizer<Void> {
    GestureRecognizer { event in
      guard case .tap = event else { return nil }
      return ([], ())
    }
  }
}
