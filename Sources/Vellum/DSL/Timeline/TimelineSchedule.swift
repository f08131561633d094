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

/// Updates as often as an animation draws frames: every `minimumInterval` (1/60 s when `nil`),
/// or never while paused.
///
/// ```swift
/// TimelineView(.animation) { context in Clock(date: context.date) }
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool

  /// Frames at most every `minimumInterval` seconds.
  ///
  /// ```swift
  /// AnimationTimelineSchedule(minimumInterval: 0.5)
  /// ```
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The start, then a frame every interval unless paused.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
    let interval = max(minimumInterval ?? 1.0 / 60, 0.001)
    let paused = paused
    return sequence(first: startDate) { paused ? nil : $0.addingTimeInterval(interval) }
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

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// The start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
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

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame of an animation.
  public static var animation: Self { AnimationTimelineSchedule() }

  /// Frames at most every `minimumInterval` seconds, or none while paused.
  ///
  /// ```swift
  /// .animation(minimumInterval: 1, paused: isPaused)
  /// ```
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
