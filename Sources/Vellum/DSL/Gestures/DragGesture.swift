import Foundation

/// A drag (`host.drag(_:by:)`): reports its start, location and translation, half way and at
/// the end.
///
/// ```swift
/// Card().gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public struct DragGesture: Gesture {
  /// How far a drag moves before it starts, in points.
  public var minimumDistance: CGFloat

  /// A drag.
  ///
  /// ```swift
  /// DragGesture(minimumDistance: 20)
  /// ```
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
  }

  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the finger moved from the start.
    public var translation: CGSize
    /// The speed of the drag, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if released now, with momentum.
    public var predictedEndLocation: CGPoint
    /// How far the drag would go if released now, with momentum.
    public var predictedEndTranslation: CGSize
  }

  /// Primitive.
  public typealias Body = Never

  /// Changes at half and all of the translation, and ends at all of it (a drag shorter than
  /// the minimum distance is not this gesture's).
  public func makeRecognizer() -> GestureRecognizer<Value> {
    let minimum = minimumDistance
    return GestureRecognizer { event in
      guard case .drag(let translation) = event,
        hypot(translation.width, translation.height) >= minimum
      else { return nil }
      let time = gestureTime
      func value(_ fraction: CGFloat) -> Value {
        let moved = CGSize(
          width: translation.width * fraction, height: translation.height * fraction)
        return Value(
          time: time, location: CGPoint(x: moved.width, y: moved.height), startLocation: .zero,
          translation: moved, velocity: .zero,
          predictedEndLocation: CGPoint(x: moved.width, y: moved.height),
          predictedEndTranslation: moved)
      }
      return ([value(0.5), value(1)], value(1))
    }
  }
}
