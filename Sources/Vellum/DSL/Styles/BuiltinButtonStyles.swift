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

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default button look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
  /// The label only, with no tint or border.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// Tinted text with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted rounded background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Filled with the accent color.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
