/// A label drawn as its icon only; the title still names it for `host.tap` and accessibility.
///
/// ```swift
/// Label("Add", systemImage: "plus").labelStyle(.iconOnly)
/// ```
public struct IconOnlyLabelStyle: LabelStyle, BuiltinStyle {
  /// The icon-only style.
  ///
  /// ```swift
  /// IconOnlyLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .iconOnly }
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
