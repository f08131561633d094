/// Options side by side as segments, the chosen one marked: `| One | [Two] |` in text.
///
/// ```swift
/// Picker("View", selection: $mode) { … }.pickerStyle(.segmented)
/// ```
public struct SegmentedPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// SegmentedPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .segmented }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Options side by side as segments, the chosen one marked: `| One | [Two] |` in text.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
