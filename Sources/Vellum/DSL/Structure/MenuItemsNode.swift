/// Menu items under a node of their own, drawn boxed.
struct MenuItemsNode<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.menuItems, content: content)
  }
}
