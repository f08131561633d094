import Foundation

/// What a transition does.
///
/// ```swift
/// static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
/// ```
public struct TransitionProperties: Sendable {
  /// Whether the transition moves things (off when motion is reduced).
  public var hasMotion: Bool

  /// Properties of a transition.
  ///
  /// ```swift
  /// TransitionProperties(hasMotion: true)
  /// ```
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
