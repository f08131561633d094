/// A label drawn as its icon and title, wherever it is.
///
/// ```swift
/// Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon)
/// ```
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinStyle {
  /// The title-and-icon style.
  ///
  /// ```swift
  /// TitleAndIconLabelStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .titleAndIcon }
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon and the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
