/// One toolbar item at a placement.
///
/// ```swift
/// ToolbarItem(placement: .navigationBarTrailing) {
///   Button { add() } label: { Image(systemName: "plus") }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item at `placement` (chosen by the system when `automatic`).
  ///
  /// ```swift
  /// ToolbarItem(placement: .principal) { Text("Title") }
  /// ```
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == () {
    self.placement = placement
    self.content = content()
  }

  /// An item is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem: PrimitiveToolbarContent {
  package func makeView() -> any View {
    ToolbarItemView(placement: placement, content: content)
  }
}
