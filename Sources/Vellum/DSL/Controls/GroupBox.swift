/// Content in a box, with an optional label above it: a bordered box in text, a rounded
/// panel in HTML.
///
/// ```swift
/// GroupBox("Today") { Text("3 tasks due") }
/// GroupBox { Text(summary) } label: { Label("Summary", systemImage: "doc") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A group box with a label view.
  ///
  /// ```swift
  /// GroupBox { Text("Body") } label: { Text("Title") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A group box with a label view given first (the older form).
  ///
  /// ```swift
  /// GroupBox(label: Text("Title")) { Text("Body") }
  /// ```
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  /// A group box made from a style's configuration, drawn by the styles outside it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
  /// ```
  public init(_ configuration: GroupBoxStyleConfiguration)
  where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    label = configuration.label
    content = configuration.content
  }

  /// A group box is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension GroupBox where Label == EmptyView {
  /// A group box with no label.
  ///
  /// ```swift
  /// GroupBox { Text("Body") }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// A group box titled by a literal.
  ///
  /// ```swift
  /// GroupBox("Today") { … }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group box titled by a string value.
  ///
  /// ```swift
  /// GroupBox(section.title) { … }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
