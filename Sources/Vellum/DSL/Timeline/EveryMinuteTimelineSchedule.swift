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
    // The start of the minute the query date is in, then every minute on the minute.
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return sequence(first: Date(timeIntervalSinceReferenceDate: minute)) {
      $0.addingTimeInterval(60)
    }
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// The start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}
