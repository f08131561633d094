/// UIKit's haptic feedback for a task's outcome; inert, as a preview has no Taptic Engine.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// ```
@MainActor
public final class UINotificationFeedbackGenerator {
  /// The outcome the feedback tells.
  public enum FeedbackType: Int, Sendable {
    /// The task succeeded.
    case success
    /// The task produced a warning.
    case warning
    /// The task failed.
    case error
  }

  /// A generator.
  public init() {}

  /// Readies the engine; nothing to ready here.
  public func prepare() {}

  /// Plays the feedback of `notificationType`; nothing plays here.
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}
