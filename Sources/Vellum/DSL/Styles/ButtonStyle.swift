/// A look for every button in a view: its body draws the button, and the button still runs its
/// action when tapped (`host.tap` reaches it by its label, as any button).
///
/// ```swift
/// struct CapsuleStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(8).background(.blue, in: .capsule)
///   }
/// }
/// Button("Go") {}.buttonStyle(CapsuleStyle())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a button from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = ButtonStyleConfiguration
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration, drawn by the styles outside that
  /// one, so a style can wrap the standard button.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { Button(configuration).italic() }
  /// ```
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

/// A button style as the environment keeps it: a built-in look by name, or a custom style's
/// body.
package enum AnyButtonStyle {
  /// A built-in style: `plain`, `bordered`, `borderedProminent`, `borderless`, `automatic`.
  case builtin(Keyword)
  /// A ``ButtonStyle``'s body for a configuration.
  case custom(@MainActor (ButtonStyleConfiguration) -> AnyView)
  /// A ``PrimitiveButtonStyle``'s body for a configuration.
  case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}

extension EnvironmentValues {
  /// The button styles set around this view, innermost first; a button is drawn by the first,
  /// and a style's body sees the rest.
  package var buttonStyles: [AnyButtonStyle] {
    get { self[ButtonStylesKey.self] }
    set { self[ButtonStylesKey.self] = newValue }
  }
}

private enum ButtonStylesKey: EnvironmentKey {
  static var defaultValue: [AnyButtonStyle] { [] }
}

extension View {
  /// Draws the buttons in the view with a style.
  ///
  /// ```swift
  /// HStack { Button("Cancel") {}; Button("Save") {} }.buttonStyle(.bordered)
  /// ```
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let entry =
      (style as? any BuiltinStyle).map { AnyButtonStyle.builtin($0.styleName) }
      ?? .custom { AnyView(style.makeBody(configuration: $0)) }
    return modifier(ButtonStyleWriter(entry: entry))
  }

  /// Draws the buttons in the view with a primitive style, which decides when they trigger.
  ///
  /// ```swift
  /// Button("Save") {}.buttonStyle(.borderedProminent)
  /// ```
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let entry =
      (style as? any BuiltinStyle).map { AnyButtonStyle.builtin($0.styleName) }
      ?? .primitive { AnyView(style.makeBody(configuration: $0)) }
    return modifier(ButtonStyleWriter(entry: entry))
  }
}

/// Puts a button style in front of the button styles already set outside.
private struct ButtonStyleWriter: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let entry: AnyButtonStyle

  func modify(_ environment: inout EnvironmentValues) {
    environment.buttonStyles.insert(entry, at: 0)
  }
}
