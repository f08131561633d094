/// Controls drawn as a compact menu.
///
/// ```swift
/// CompactMenuControlGroupStyle()
/// ```
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltinStyle {
  /// The compact menu style.
  ///
  /// ```swift
  /// CompactMenuControlGroupStyle()
  /// ```
  public init() {}
  package var styleName: Keyword { .compactMenu }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
