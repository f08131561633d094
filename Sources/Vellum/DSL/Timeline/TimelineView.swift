import Foundation

/// A view rebuilt at the dates of a schedule, on the host's clock: its content sees the
/// latest date of the schedule that has passed, and `host.advance(by:)` past the next date
/// rebuilds it, as timers fire. The schedule starts when the view first appears.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///   Text("\(Int(context.date.timeIntervalSince(start))) s")
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What a timeline's content sees: the date it shows and how often it updates.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content
  @State private var ticker = TimelineTicker()
  @State private var tick = 0

  /// A view rebuilt at `schedule`'s dates.
  ///
  /// ```swift
  /// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
  /// ```
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// The content at the latest date passed.
  public var body: some View {
    let _ = tick
    let now = HostClock.current?.now ?? Date()
    let (date, next) = ticker.entry(of: schedule, at: now)
    let tick = $tick
    ticker.wake(after: next.map { $0.timeIntervalSince(now) }) { tick.wrappedValue += 1 }
    return content(TimelineViewDefaultContext(date: date, cadence: .live))
  }
}

/// When a timeline started, and the clock timer that wakes it at its next date.
@MainActor
final class TimelineTicker {
  private var start: Date?
  private var cancel: (() -> Void)?

  /// The latest date of `schedule` at or before `now` (the start before any), and the next.
  /// At most 100,000 dates are read; a schedule denser than that over the time passed shows
  /// the last date read.
  func entry<Schedule: TimelineSchedule>(of schedule: Schedule, at now: Date) -> (Date, Date?) {
    let start = start ?? now
    self.start = start
    var current = start
    var iterator = schedule.entries(from: start, mode: .normal).makeIterator()
    for _ in 0..<100_000 {
      guard let date = iterator.next() else { return (current, nil) }
      if date > now { return (current, date) }
      current = date
    }
    return (current, nil)
  }

  /// Runs `wake` once, `interval` seconds from now on the host's clock (never when `nil`),
  /// replacing any wake-up armed before.
  func wake(after interval: TimeInterval?, _ wake: @escaping @MainActor () -> Void) {
    cancel?()
    cancel = nil
    guard let interval, let clock = HostClock.current else { return }
    var stop: (() -> Void)?
    stop = clock.schedule(every: max(interval, 0.001)) { _ in
      stop?()
      MainActor.assumeIsolated { wake() }
    }
    cancel = stop
  }
}
