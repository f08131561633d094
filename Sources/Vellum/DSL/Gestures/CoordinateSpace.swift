import Foundation

/// The space gesture locations are measured in; recorded.
///
/// ```swift
/// DragGesture(coordinateSpace: .global)
/// ```
public enum CoordinateSpace: Hashable {
  /// The view's own space.
  case local
  /// The screen's space.
  case global
  /// A space named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}
