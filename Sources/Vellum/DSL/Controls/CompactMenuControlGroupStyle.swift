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
  nonisolated package var styleName: Keyword { .compactMenu }
  /// Drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
