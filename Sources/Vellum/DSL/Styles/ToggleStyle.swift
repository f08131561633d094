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

extension View {
  /// Draws the toggles in the view with a style.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
  /// ```
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
