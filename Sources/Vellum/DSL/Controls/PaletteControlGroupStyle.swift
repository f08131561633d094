/// Controls drawn as a palette of icons.
///
/// ```swift
/// PaletteControlGroupStyle()
/// ```
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The palette style.
  ///
  /// ```swift
  /// PaletteControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .palette }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette of icons.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
