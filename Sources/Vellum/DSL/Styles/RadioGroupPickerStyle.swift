/// Options as radio buttons (macOS's look), drawn like inline rows.
///
/// ```swift
/// Picker("Mode", selection: $mode) { … }.pickerStyle(.radioGroup)
/// ```
public struct RadioGroupPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// RadioGroupPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .radioGroup }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Options as radio buttons (macOS's look), drawn like inline rows.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
