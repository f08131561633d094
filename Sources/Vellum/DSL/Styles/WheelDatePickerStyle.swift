/// Spinning wheels.
///
/// ```swift
/// WheelDatePickerStyle()
/// ```
public struct WheelDatePickerStyle: DatePickerStyle, BuiltinStyle {
  /// The wheel style.
  ///
  /// ```swift
  /// WheelDatePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .wheel }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
