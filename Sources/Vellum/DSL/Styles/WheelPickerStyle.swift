/// Options on a spinning wheel, the chosen one in the middle.
///
/// ```swift
/// Picker("Hour", selection: $hour) { … }.pickerStyle(.wheel)
/// ```
public struct WheelPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// WheelPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .wheel }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// Options on a spinning wheel, the chosen one in the middle.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
