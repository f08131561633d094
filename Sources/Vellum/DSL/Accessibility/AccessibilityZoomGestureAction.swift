import Foundation

/// A zoom VoiceOver asks of a view: its direction, and where it centres.
///
/// ```swift
/// Map().accessibilityZoomAction { action in zoom(action.direction == .zoomIn ? 2 : 0.5) }
/// ```
public struct AccessibilityZoomGestureAction: Sendable {
  /// Whether to zoom in or out.
  public enum Direction: Hashable, Sendable {
    /// Closer.
    case zoomIn
    /// Farther.
    case zoomOut
  }

  /// Whether to zoom in or out.
  public let direction: Direction
  /// Where the zoom centres, as a point of the view's frame: its centre for a host's action.
  public let location: UnitPoint
  /// Where the zoom centres, in the view's coordinates.
  public let point: CGPoint

  /// A zoom in `direction` at the view's centre.
  init(direction: Direction) {
    self.direction = direction
    location = .center
    point = .zero
  }
}
