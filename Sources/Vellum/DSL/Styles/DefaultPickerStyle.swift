/// The platform's default picker look: a menu on iOS.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.automatic)
/// ```
public struct DefaultPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// DefaultPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .automatic }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default picker look: a menu on iOS.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
