/// A button drawn as tinted text with no border.
///
/// ```swift
/// Button("Edit") {}.buttonStyle(.borderless)
/// ```
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  /// The borderless style.
  ///
  /// ```swift
  /// BorderlessButtonStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .borderless }
  /// The button in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// Tinted text with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
