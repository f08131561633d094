import Foundation

/// A title and a value side by side, as in a settings row: `Version      1.2` in text.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// LabeledContent("Price", value: price, format: .currency(code: "EUR"))
/// LabeledContent { Text(user.email) } label: { Label("Email", systemImage: "envelope") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Labeled content from a content view and a label view.
  ///
  /// ```swift
  /// LabeledContent { Slider(value: $volume) } label: { Text("Volume") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Labeled content made from a style's configuration, drawn by the styles outside it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
  /// ```
  public init(_ configuration: LabeledContentStyleConfiguration)
  where
    Label == LabeledContentStyleConfiguration.Label,
    Content == LabeledContentStyleConfiguration.Content
  {
    label = configuration.label
    content = configuration.content
  }

  /// Labeled content is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension LabeledContent where Label == Text {
  /// Labeled content titled by a literal.
  ///
  /// ```swift
  /// LabeledContent("Volume") { Slider(value: $volume) }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Labeled content titled by a string value.
  ///
  /// ```swift
  /// LabeledContent(setting.name) { Toggle("", isOn: $setting.isOn) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A title and a string value.
  ///
  /// ```swift
  /// LabeledContent("Version", value: version)
  /// ```
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A title and a string value, both string values.
  ///
  /// ```swift
  /// LabeledContent(field.name, value: field.value)
  /// ```
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A title and a value formatted with a format style (in the environment's locale).
  ///
  /// ```swift
  /// LabeledContent("Distance", value: 12.5, format: .number)
  /// ```
  public init<F: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: F.FormatInput, format: F
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// A title (a string value) and a value formatted with a format style.
  ///
  /// ```swift
  /// LabeledContent(item.name, value: item.price, format: .currency(code: "USD"))
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
