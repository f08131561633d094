/// UIKit's haptic feedback for a changed selection; inert, as a preview has no Taptic Engine.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()
/// ```
@MainActor
public final class UISelectionFeedbackGenerator {
  /// A generator.
  public init() {}

  /// Readies the engine; nothing to ready here.
  public func prepare() {}

  /// Plays the selection feedback; nothing plays here.
  public func selectionChanged() {}
}
