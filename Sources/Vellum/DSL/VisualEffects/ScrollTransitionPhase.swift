/// Where a view is as its scroll view scrolls: entering from the top or leading edge, at rest
/// in the visible region, or leaving by the bottom or trailing edge.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0)
/// ```
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Entering or leaving by the top or leading edge.
  case topLeading
  /// At rest in the visible region.
  case identity
  /// Entering or leaving by the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is at rest in the visible region.
  public var isIdentity: Bool { self == .identity }

  /// −1 at the top or leading edge, 0 at rest, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}
