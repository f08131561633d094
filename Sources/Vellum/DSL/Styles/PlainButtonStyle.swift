/// A button drawn as its label only, with no tint or border: in text `[ label ]` still shows
/// it can be tapped; in HTML it takes the surrounding text color.
///
/// ```swift
/// Button { open(recipe) } label: { RecipeRow(recipe) }.buttonStyle(.plain)
/// ```
public struct PlainButtonStyle: ButtonStyle, BuiltinStyle {
  /// The plain style.
  ///
  /// ```swift
  /// PlainButtonStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .plain }
  /// The label, as it is.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == PlainButtonStyle {
  /// The label only, with no tint or border.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
