/// Controls grouped side by side, as in a toolbar's segmented cluster of buttons.
///
/// ```swift
/// ControlGroup {
///   Button("Bold", systemImage: "bold") {}
///   Button("Italic", systemImage: "italic") {}
/// }
/// ```
public struct ControlGroup<Content: View>: View {
  let content: Content
  let label: AnyView?

  /// A group of controls.
  ///
  /// ```swift
  /// ControlGroup { Button("−") {}; Button("+") {} }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  /// A control group made from a style's configuration, drawn by the styles outside it.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
  /// ```
  public init(_ configuration: ControlGroupStyleConfiguration)
  where Content == ControlGroupStyleConfiguration.Content {
    content = configuration.content
    label = configuration.givenLabel
  }

  /// A control group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ControlGroup {
  /// A group of controls with a label (shown where the group collapses into a menu).
  ///
  /// ```swift
  /// ControlGroup { … } label: { Label("Format", systemImage: "textformat") }
  /// ```
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    let label = label()
    self.content = LabeledControlGroupContent(content: content(), label: label)
    self.label = AnyView(label)
  }

  /// A group of controls titled by a literal.
  ///
  /// ```swift
  /// ControlGroup("Format") { … }
  /// ```
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of controls titled by a string value.
  ///
  /// ```swift
  /// ControlGroup(groupTitle) { … }
  /// ```
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group of controls titled by a literal, with a symbol.
  ///
  /// ```swift
  /// ControlGroup("Format", systemImage: "textformat") { … }
  /// ```
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// A group of controls titled by a literal, with an image from the app's asset catalog.
  ///
  /// ```swift
  /// ControlGroup("Brush", image: .brush) { … }
  /// ```
  public init<C: View>(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, image: image) }
  }

  /// A group of controls titled by a string value, with an image from the app's asset catalog.
  ///
  /// ```swift
  /// ControlGroup(tool.name, image: tool.icon) { … }
  /// ```
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, image: image) }
  }
}

extension View {
  /// Draws the control groups in the view with a style: a built-in one is recorded on each
  /// group's node, an app's style draws through its `makeBody(configuration:)`.
  ///
  /// ```swift
  /// ControlGroup { … }.controlGroupStyle(.navigation)
  /// ```
  public consuming func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    modifier(StyleNameWriter(.controlGroup, style))
      .modifier(StyleWriter(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
