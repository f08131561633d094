/// What a ``ControlGroupStyle`` draws from: the group's controls and its label.
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///   HStack { configuration.content }.buttonStyle(.bordered)
/// }
/// ```
public struct ControlGroupStyleConfiguration {
  /// The group's controls, as a view.
  public typealias Content = AnyView
  /// The group's label, as a view.
  public typealias Label = AnyView

  /// The group's controls.
  public let content: Content
  /// The group's label (empty when it has none).
  public let label: Label
  /// The label the group was given, if any.
  let givenLabel: AnyView?

  @MainActor init(content: Content, givenLabel: AnyView?) {
    self.content = content
    self.label = givenLabel ?? AnyView(EmptyView())
    self.givenLabel = givenLabel
  }
}
