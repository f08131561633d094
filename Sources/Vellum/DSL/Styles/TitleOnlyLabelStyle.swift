/// A label drawn as its title only.
///
/// ```swift
/// Label("Settings", systemImage: "gear").labelStyle(.titleOnly)
/// ```
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinStyle {
  /// The title-only style.
  ///
  /// ```swift
  /// TitleOnlyLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .titleOnly }
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
