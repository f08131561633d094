/// A look for every toggle in a view, drawn from its label and its `isOn` binding; a custom
/// style decides what flips it (a button in its body, say, which `host.tap` reaches).
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       Label { configuration.label } icon: {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// Draws a toggle from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style draws from.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws from: the label and the `isOn` binding.
///
/// ```swift
/// configuration.isOn.toggle()
/// Toggle(isOn: configuration.$isOn) { configuration.label }
/// ```
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View {
    let content: AnyView

    /// The label's content.
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it flips the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are partly on; always `false` here.
  public var isMixed: Bool
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration, drawn by the styles outside that one.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { Toggle(configuration).tint(.green) }
  /// ```
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// The platform's default toggle look: a switch on iOS.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.automatic)
/// ```
public struct DefaultToggleStyle: ToggleStyle, BuiltinStyle {
  /// The default style.
  ///
  /// ```swift
  /// DefaultToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .automatic }
  /// The toggle, drawn by the styles outside this one.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A toggle drawn as a switch: `Label  [on]` in text.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $isOn).toggleStyle(.switch)
/// ```
public struct SwitchToggleStyle: ToggleStyle, BuiltinStyle {
  /// The switch style.
  ///
  /// ```swift
  /// SwitchToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .`switch` }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

/// A toggle drawn as a button that stays highlighted while on: `[ Bold ]`, `[✓ Bold ]` in
/// text; tapping it flips it.
///
/// ```swift
/// Toggle("Bold", systemImage: "bold", isOn: $isBold).toggleStyle(.button)
/// ```
public struct ButtonToggleStyle: ToggleStyle, BuiltinStyle {
  /// The button style.
  ///
  /// ```swift
  /// ButtonToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .button }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

/// A toggle drawn as a check box before its label (macOS's look): `[x] Label` in text.
///
/// ```swift
/// Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox)
/// ```
public struct CheckboxToggleStyle: ToggleStyle, BuiltinStyle {
  /// The check box style.
  ///
  /// ```swift
  /// CheckboxToggleStyle()
  /// ```
  public init() {}
  nonisolated package var styleName: Keyword { .checkbox }
  /// The toggle in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(configuration).toggleStyle(self)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default toggle look.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays highlighted while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
  /// Draws the toggles in the view with a style.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let entry = AnyStyle<ToggleStyleConfiguration>.entry(for: style) {
      AnyView(style.makeBody(configuration: $0))
    }
    return modifier(StyleWriter(entry: entry))
  }
}
