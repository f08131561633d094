import Foundation

/// Where a view is in its transition.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0)
/// ```
public enum TransitionPhase: Hashable, Sendable {
  /// About to appear.
  case willAppear
  /// On screen.
  case identity
  /// Gone.
  case didDisappear

  /// Whether the view is on screen.
  public var isIdentity: Bool { self == .identity }

  /// -1 about to appear, 0 on screen, 1 gone.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}
