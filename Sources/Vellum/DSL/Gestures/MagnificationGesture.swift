import Foundation

/// A pinch reporting only its scale (the older form of ``MagnifyGesture``).
///
/// ```swift
/// .gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
public struct MagnificationGesture: Gesture {
  /// How much the scale changes before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch.
  ///
  /// ```swift
  /// MagnificationGesture()
  /// ```
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// The scale from the start.
  public typealias Value = CGFloat
  /// Primitive.
  public typealias Body = Never

  /// Reports the scale of a pinch.
  public func makeRecognizer() -> GestureRecognizer<CGFloat> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).makeRecognizer().map(\.magnification)
  }
}
