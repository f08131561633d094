import Foundation

/// What a `TimelineView`'s content sees.
///
/// ```swift
/// TimelineView(.animation) { context in Text(context.date, style: .time) }
/// ```
public struct TimelineViewDefaultContext {
  /// The date of the schedule the content shows.
  public let date: Date
  /// How often the timeline updates.
  public let cadence: Cadence

  /// How often a timeline updates, slowest last.
  public enum Cadence: Comparable, Sendable {
    /// As often as frames are drawn.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }
}
