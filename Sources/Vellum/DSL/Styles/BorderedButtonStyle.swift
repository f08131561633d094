/// A button drawn on a tinted rounded background: `( label )` in text.
///
/// ```swift
/// Button("Add to Cart") {}.buttonStyle(.bordered)
/// ```
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  /// The bordered style.
  ///
  /// ```swift
  /// BorderedButtonStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .bordered }
  /// The button in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted rounded background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
