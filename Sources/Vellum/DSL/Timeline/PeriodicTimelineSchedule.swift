import Foundation

/// Dates a fixed interval apart from a start.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let start: Date
  let interval: TimeInterval

  /// Dates `interval` seconds apart from `startDate`.
  ///
  /// ```swift
  /// PeriodicTimelineSchedule(from: .now, by: 60)
  /// ```
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = max(interval, 0.001)
  }

  /// The dates from the schedule's start.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
    sequence(first: start) { [interval] in $0.addingTimeInterval(interval) }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Dates `interval` seconds apart from `startDate`.
  ///
  /// ```swift
  /// .periodic(from: .now, by: 1)
  /// ```
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
