/// Options as rows in place, the chosen one checked.
///
/// ```swift
/// Picker("Sort", selection: $sort) { … }.pickerStyle(.inline)
/// ```
public struct InlinePickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// InlinePickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .inline }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Options as rows in place, the chosen one checked.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
