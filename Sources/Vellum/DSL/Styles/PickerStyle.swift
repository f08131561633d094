/// How pickers are drawn: a menu, segments, inline rows, a wheel, or a link to a list of options. Vellum draws the built-in styles; as in SwiftUI, a picker style cannot be defined outside.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) { … }.pickerStyle(.segmented)
/// ```
public protocol PickerStyle {}

extension View {
  /// Draws the pickers in the view with a style; the innermost style wins.
  ///
  /// ```swift
  /// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
  /// ```
  public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.picker, style))
  }
}
