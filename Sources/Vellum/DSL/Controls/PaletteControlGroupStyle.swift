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
  nonisolated package var styleName: Keyword { .palette }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette of icons.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
