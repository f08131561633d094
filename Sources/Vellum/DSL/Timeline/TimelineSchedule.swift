import Foundation

/// When a `TimelineView` updates: a sequence of dates from a start.
///
/// ```swift
/// struct Hourly: TimelineSchedule {
///   func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///     sequence(first: startDate) { $0.addingTimeInterval(3600) }
///   }
/// }
/// ```
public protocol TimelineSchedule {
  /// The dates of a timeline.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates from `startDate` on, in order.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
  /// Given dates.
  ///
  /// ```swift
  /// .explicit([start, end])
  /// ```
  public static func explicit<S: Sequence>(_ dates: S) -> Self
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
