/// A label that shows or hides its content: tapping the label (`host.tap`) expands or
/// collapses it. Without an `isExpanded` binding it keeps its own state, collapsed at first.
///
/// In text `▸ Label` collapsed and `▾ Label` with the content indented under it; in HTML a
/// `<details>` element.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Debug logging", isOn: $debug) }
/// DisclosureGroup(isExpanded: $showsNotes) { Text(notes) } label: { Label("Notes", systemImage: "note") }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
  let binding: Binding<Bool>?
  let label: Label
  let content: Content
  @State private var isExpanded = false

  /// A disclosure group with its own expanded state.
  ///
  /// ```swift
  /// DisclosureGroup { Text("Details") } label: { Text("More") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    binding = nil
    self.label = label()
    self.content = content()
  }

  /// A disclosure group expanded while `isExpanded` is true.
  ///
  /// ```swift
  /// DisclosureGroup(isExpanded: $isOpen) { Text("Details") } label: { Text("More") }
  /// ```
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    binding = isExpanded
    self.label = label()
    self.content = content()
  }

  /// A disclosure group made from a style's configuration, drawn by the styles outside it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { DisclosureGroup(configuration) }
  /// ```
  public init(_ configuration: DisclosureGroupStyleConfiguration)
  where
    Label == DisclosureGroupStyleConfiguration.Label,
    Content == DisclosureGroupStyleConfiguration.Content
  {
    binding = configuration.$isExpanded
    label = configuration.label
    content = configuration.content
  }

  /// The group, drawn in the innermost disclosure group style around it.
  public var body: some View {
    DisclosureGroupBody(isExpanded: binding ?? $isExpanded, label: label, content: content)
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled by a literal, with its own expanded state.
  ///
  /// ```swift
  /// DisclosureGroup("Advanced") { … }
  /// ```
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A disclosure group titled by a string value, with its own expanded state.
  ///
  /// ```swift
  /// DisclosureGroup(folder.name) { … }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A disclosure group titled by a literal, expanded while `isExpanded` is true.
  ///
  /// ```swift
  /// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { … }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A disclosure group titled by a string value, expanded while `isExpanded` is true.
  ///
  /// ```swift
  /// DisclosureGroup(folder.name, isExpanded: $folder.isOpen) { … }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
