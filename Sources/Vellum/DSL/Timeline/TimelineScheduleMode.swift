import Foundation

/// How often a timeline may update: normally, or less often when the screen is dimmed.
///
/// ```swift
/// schedule.entries(from: .now, mode: .normal)
/// ```
public enum TimelineScheduleMode: Hashable, Sendable {
  /// As often as the schedule says.
  case normal
  /// Less often.
  case lowFrequency
}
