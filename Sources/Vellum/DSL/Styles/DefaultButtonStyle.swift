/// The platform's default button look: borderless in most places.
///
/// ```swift
/// Button("Cancel") {}.buttonStyle(.automatic)
/// ```
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultButtonStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The button, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default button look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
