/// Several toolbar items at one placement.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Button("B") {} }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group at `placement`.
  ///
  /// ```swift
  /// ToolbarItemGroup { Button("Edit") {} }
  /// ```
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A group at `placement` with a label, which a menu shows where the toolbar has no room
  /// for the items.
  ///
  /// ```swift
  /// ToolbarItemGroup(placement: .secondaryAction) {
  ///   Button("Archive") {}
  /// } label: {
  ///   Label("More", systemImage: "ellipsis.circle")
  /// }
  /// ```
  public init<C: View, L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
    @ViewBuilder label: () -> L
  ) where Content == LabeledToolbarItemGroupContent<C, L> {
    self.placement = placement
    self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
  }

  /// A group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  package func makeView() -> any View {
    ToolbarItemView(placement: placement, content: content)
  }
}
