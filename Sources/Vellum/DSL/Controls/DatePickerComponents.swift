import Foundation

/// The parts of a date a `DatePicker` shows: the date, the time, or both.
///
/// ```swift
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The components' bits.
  public let rawValue: UInt

  /// Components from their bits.
  ///
  /// ```swift
  /// DatePickerComponents(rawValue: 1)
  /// ```
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
  /// The hour, minute and second.
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}
