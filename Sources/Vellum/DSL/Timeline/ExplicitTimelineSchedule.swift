import Foundation

/// Given dates.
///
/// ```swift
/// TimelineView(.explicit([launch, landing])) { context in Text(context.date, style: .time) }
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// The dates `dates`.
  ///
  /// ```swift
  /// ExplicitTimelineSchedule([start, end])
  /// ```
  public init(_ dates: Entries) { self.dates = dates }

  /// The given dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}
