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
    let interval = max(minimumInterval ?? 1.0 / 60, 0.001)
    let paused = paused
    return sequence(first: startDate) { paused ? nil : $0.addingTimeInterval(interval) }
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
