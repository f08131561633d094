import Foundation

/// UIKit's haptic feedback for an impact; inert, as a preview has no Taptic Engine.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .medium).impactOccurred()
/// ```
@MainActor
public final class UIImpactFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Sendable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
    /// A soft impact.
    case soft
    /// A rigid impact.
    case rigid
  }

  /// The style the generator plays.
  public let style: FeedbackStyle

  /// A generator of impacts in `style`.
  public init(style: FeedbackStyle = .medium) { self.style = style }

  /// Readies the engine; nothing to ready here.
  public func prepare() {}

  /// Plays an impact; nothing plays here.
  public func impactOccurred() {}

  /// Plays an impact of an intensity from 0 to 1; nothing plays here.
  public func impactOccurred(intensity: CGFloat) {}
}
