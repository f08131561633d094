/// Options as a row of symbols or swatches, the chosen one marked.
///
/// ```swift
/// Picker("Color", selection: $color) { … }.pickerStyle(.palette)
/// ```
public struct PalettePickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// PalettePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .palette }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// Options as a row of symbols or swatches, the chosen one marked.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
