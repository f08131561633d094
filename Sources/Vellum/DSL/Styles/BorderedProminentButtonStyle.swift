/// A button drawn filled with the accent color, the screen's main action: `[[ label ]]` in text.
///
/// ```swift
/// Button("Sign In") {}.buttonStyle(.borderedProminent)
/// ```
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  /// The prominent bordered style.
  ///
  /// ```swift
  /// BorderedProminentButtonStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .borderedProminent }
  /// The button in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Filled with the accent color.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
