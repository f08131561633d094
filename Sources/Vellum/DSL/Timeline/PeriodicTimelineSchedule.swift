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
    // The entry in effect at the query date: the last one at or before it, as SwiftUI's
    // schedule from 0 by 5 queried at 12 starts at 10 (a compatibility test run against SwiftUI).
    let elapsed = startDate.timeIntervalSince(start)
    let first =
      elapsed <= 0
      ? start : start.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    return sequence(first: first) { [interval] in $0.addingTimeInterval(interval) }
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
