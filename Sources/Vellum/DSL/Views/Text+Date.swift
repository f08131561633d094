import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date.
  ///
  /// ```swift
  /// Text(event.start, style: .time)
  /// ```
  public struct DateStyle: Hashable, Sendable {
    let name: String

    /// The time: `9:41 AM`.
    public static let time = DateStyle(name: "time")
    /// The date: `January 1, 2024`.
    public static let date = DateStyle(name: "date")
    /// The distance from now: `2 hr, 5 min`.
    public static let relative = DateStyle(name: "relative")
    /// The signed distance from now: `+2 hours`.
    public static let offset = DateStyle(name: "offset")
    /// A timer from or to now: `2:05`.
    public static let timer = DateStyle(name: "timer")
  }

  /// A date in a style. Dates are written in English (United States) in the environment's time
  /// zone (UTC unless set), and "now" is the host's clock (`ViewHost.now`), so a rendering never
  /// depends on the machine.
  ///
  /// ```swift
  /// Text(deadline, style: .relative)
  /// ```
  public init(_ date: Date, style: DateStyle) {
    let now = HostClock.current?.now ?? Date()
    let timeZone = FormattingContext.current.timeZone
    let text: String
    switch style {
    case .time: text = DateText.formatter("h:mm a", in: timeZone).string(from: date)
    case .date: text = DateText.formatter("MMMM d, y", in: timeZone).string(from: date)
    case .relative: text = DateText.duration(abs(date.timeIntervalSince(now)), full: false)
    case .offset:
      let interval = date.timeIntervalSince(now)
      text = (interval < 0 ? "-" : "+") + DateText.duration(abs(interval), full: true)
    default: text = DateText.clock(abs(date.timeIntervalSince(now)), showsHours: true)
    }
    self.init(verbatim: text)
  }

  /// A range of dates: `January 1, 2024 – January 3, 2024`.
  ///
  /// ```swift
  /// Text(trip.start...trip.end)
  /// ```
  public init(_ dates: ClosedRange<Date>) {
    let formatter = DateText.formatter("MMMM d, y", in: FormattingContext.current.timeZone)
    self.init(
      verbatim: formatter.string(from: dates.lowerBound) + " – "
        + formatter.string(from: dates.upperBound))
  }

  /// A date interval: `January 1, 2024 – January 3, 2024`.
  ///
  /// ```swift
  /// Text(DateInterval(start: trip.start, end: trip.end))
  /// ```
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// A value shown by a `Formatter` (a date, a number), or nothing when it cannot format it.
  ///
  /// ```swift
  /// Text(price as NSNumber, formatter: currencyFormatter)
  /// ```
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// A value shown by a `Formatter` (a date, a number), or nothing when it cannot format it.
  ///
  /// ```swift
  /// Text(event.date, formatter: dateFormatter)
  /// ```
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// A timer counting down to the end of `timerInterval` (or up from its start), read on the
  /// host's clock: `1:30`.
  ///
  /// ```swift
  /// Text(timerInterval: start...start.addingTimeInterval(90), countsDown: true)
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let now = min(
      max(pauseTime ?? HostClock.current?.now ?? Date(), timerInterval.lowerBound),
      timerInterval.upperBound)
    let seconds =
      countsDown
      ? timerInterval.upperBound.timeIntervalSince(now)
      : now.timeIntervalSince(timerInterval.lowerBound)
    self.init(verbatim: DateText.clock(seconds, showsHours: showsHours))
  }
}

/// The fixed formats of dates in `Text`.
enum DateText {
  /// A formatter with a fixed pattern and English (United States) names in `timeZone`, so the
  /// output does not change with the machine or its ICU version.
  static func formatter(_ pattern: String, in timeZone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = pattern
    return formatter
  }

  /// The two largest units of a duration: `2 hr, 5 min`, or `2 hours, 5 minutes` in full
  /// (Foundation on Linux has no `DateComponentsFormatter`).
  static func duration(_ seconds: TimeInterval, full: Bool) -> String {
    var rest = seconds.isFinite ? Int(min(max(0, seconds), 1e12).rounded(.down)) : 0
    let units: [(Int, String, String)] = [
      (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]
    var parts: [String] = []
    for (size, short, long) in units where parts.count < 2 {
      let count = rest / size
      rest %= size
      guard count > 0 else { continue }
      let name = full ? long + (count == 1 ? "" : "s") : short
      parts.append("\(count) \(name)")
    }
    return parts.isEmpty ? (full ? "0 seconds" : "0 sec") : parts.joined(separator: ", ")
  }

  /// `m:ss`, or `h:mm:ss` from an hour on when hours are shown.
  static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
    let total = seconds.isFinite ? Int(min(max(0, seconds), 1e12).rounded(.down)) : 0
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let padded = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    if showsHours, hours > 0 { return "\(hours):\(padded(minutes)):\(padded(rest))" }
    return "\(showsHours ? minutes : total / 60):\(padded(rest))"
  }
}
