extension Node {
  /// The value a stepper shows beside its label: its value, unless the label already says it
  /// (`Stepper("Volume: \(volume)", …)` shows "Volume: 3" and the −/+ control, not the 3 again).
  /// The label says it when one of its words (letters, digits, `.` and `-`) is the value.
  ///
  /// ```swift
  /// stepper.stepperValueToShow   // nil for "Volume: 3" at 3, "3" for "Volume" at 3
  /// ```
  package var stepperValueToShow: String? {
    guard let value = self[.value]?.outline() else { return nil }
    let words = children.map(\.visibleText).joined(separator: " ")
      .split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    return words.contains { $0 == value } ? nil : value
  }
}
