/// The content, and while the menu is open its preview and items: a long press opens it.
struct ContextMenuBody<Content: View, Items: View, PreviewContent: View>: View, PrimitiveView {
  let isOpen: Binding<Bool>
  let content: Content
  let items: Items
  let preview: PreviewContent

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let flag = FlagToggle(isOpen)
    record.control = .longPress(flag.set)
    record.reveal(
      content,
      then: VStack(alignment: .leading, spacing: 0) {
        preview
        MenuItemsNode(content: items)
      }, while: flag, as: .contextMenu)
  }
}
