import Foundation

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
    // A paused schedule, or any in the low-frequency mode (an always-on display), has no
    // entries: the view stays as it is.
    let interval = max(minimumInterval ?? 1.0 / 60, 0.001)
    let next: Date? = paused || mode == .lowFrequency ? nil : startDate
    return sequence(state: next) { next -> Date? in
      defer { next = next?.addingTimeInterval(interval) }
      return next
    }
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
