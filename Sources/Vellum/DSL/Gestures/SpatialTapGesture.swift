import Foundation

/// One or more taps that report where they landed (`host.tap`). A host's tap carries no
/// point, as its drags start at none, so the location reported is `(0, 0)` in whichever space
/// is asked for.
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { tap in marker = tap.location })
/// ```
public struct SpatialTapGesture: Gesture {
  /// Where a tap landed.
  public struct Value: Equatable, Sendable {
    /// The tap's location in the gesture's coordinate space.
    public var location: CGPoint
  }

  /// How many taps end the gesture.
  public var count: Int

  /// The space the location is reported in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps reporting locations in `coordinateSpace`.
  ///
  /// ```swift
  /// SpatialTapGesture(count: 2, coordinateSpace: .global)
  /// ```
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// Primitive.
  public typealias Body = Never

  /// Ends at a tap, reported at `(0, 0)`.
  public func makeRecognizer() -> GestureRecognizer<Value> {
    GestureRecognizer { event in
      guard case .tap = event else { return nil }
      return ([], Value(location: .zero))
    }
  }
}
