import Foundation

extension EnvironmentValues {
  /// The locale Vellum formats values in: English (United States) unless a view or the host sets
  /// another, never the machine's, so a rendering is the same on every machine.
  ///
  /// ```swift
  /// Text(price, format: .currency(code: "USD"))   // "$4.20"
  ///   .environment(\.locale, Locale(identifier: "de_DE"))
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone dates are shown in: UTC unless set.
  ///
  /// ```swift
  /// @Environment(\.timeZone) private var timeZone
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar dates are computed in: Gregorian, in UTC, unless set.
  ///
  /// ```swift
  /// @Environment(\.calendar) private var calendar
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

private enum LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private enum TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC")!
}

private enum CalendarKey: EnvironmentKey {
  static let defaultValue: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }()
}
