/// How pickers are drawn: a menu, segments, inline rows, a wheel, or a link to a list of options. Vellum draws the built-in styles; as in SwiftUI, a picker style cannot be defined outside.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) { … }.pickerStyle(.segmented)
/// ```
public protocol PickerStyle {}

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

/// A button showing the chosen option, opening a menu of them: `[Two ⌄]` in text.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.menu)
/// ```
public struct MenuPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// MenuPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A button showing the chosen option, opening a menu of them: `[Two ⌄]` in text.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

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

/// A row showing the chosen option that pushes a list of the options: `Label  Two ›` in text.
///
/// ```swift
/// Picker("Country", selection: $country) { … }.pickerStyle(.navigationLink)
/// ```
public struct NavigationLinkPickerStyle: PickerStyle, BuiltinStyle {
  /// The style.
  ///
  /// ```swift
  /// NavigationLinkPickerStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .navigationLink }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row showing the chosen option that pushes a list of the options: `Label  Two ›` in text.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

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
