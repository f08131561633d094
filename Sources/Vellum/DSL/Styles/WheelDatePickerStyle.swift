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
  nonisolated package var styleName: Keyword { .wheel }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { configuration.drawn }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
