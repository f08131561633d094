import Foundation

/// Where a pointer is over a view: at a location, or gone.
///
/// ```swift
/// .onContinuousHover { phase in if case .active(let point) = phase { cursor = point } }
/// ```
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view at this location.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

extension View {
  /// Runs `action` as a pointer moves over the view; accepted (hosts have no pointer), as
  /// `onHover(perform:)` is.
  ///
  /// ```swift
  /// Canvas { … }.onContinuousHover { phase in track(phase) }
  /// ```
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    self
  }
}
