import Foundation

/// The start, then the start of every minute.
///
/// ```swift
/// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
/// ```
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// Every minute.
  ///
  /// ```swift
  /// EveryMinuteTimelineSchedule()
  /// ```
  public init() {}

  /// The start, then each minute's start.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
    sequence(first: startDate) { date in
      Date(
        timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down)
          * 60 + 60)
    }
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// The start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}
