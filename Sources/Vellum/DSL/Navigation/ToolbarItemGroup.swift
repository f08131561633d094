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

  /// A group is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  package func makeView() -> any View {
    ToolbarItemView(placement: placement, content: content)
  }
}
