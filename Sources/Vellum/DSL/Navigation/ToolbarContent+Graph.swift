/// A toolbar item's node, recording its placement.
struct ToolbarItemView<Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(
      .toolbarItem,
      [
        Attribute(.placement, .name(Keyword(rawValue: placement.name))),
        Attribute(.side, .name(Keyword(rawValue: placement.side))),
      ],
      content: content)
  }
}
