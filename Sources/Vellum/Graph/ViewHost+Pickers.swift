import Foundation

extension ViewHost {
  /// Picks `date` in the date picker labelled `label`, kept within the picker's range as the
  /// platform's picker keeps it. In a `MultiDatePicker` it taps the date's day: a day not yet
  /// chosen is added, a chosen one removed; a day outside the picker's bounds cannot be tapped, so it changes nothing.
  ///
  /// ```swift
  /// try host.pick(Date(timeIntervalSince1970: 1_704_200_000), in: "Due")
  /// ```
  public func pick(_ date: Date, in label: String) throws {
    let record = try find(label, action: "pick a date in") {
      if case .date = $0 { return true }
      return false
    }
    guard case .date(let set) = record.control else { return }
    interact { set(date) }
  }

  /// Picks `color` in the color picker labelled `label`; a picker that does not support
  /// opacity keeps it opaque.
  ///
  /// ```swift
  /// try host.pick(Color.orange, in: "Tint")
  /// ```
  public func pick(_ color: Color, in label: String) throws {
    let record = try find(label, action: "pick a color in") {
      if case .color = $0 { return true }
      return false
    }
    guard case .color(let set) = record.control else { return }
    interact { set(color) }
  }
}
