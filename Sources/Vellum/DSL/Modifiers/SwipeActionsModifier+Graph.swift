/// The row, and while revealed its actions at the edge: a swipe reveals them.
struct SwipeActionsBody<Content: View, Actions: View>: View, PrimitiveView {
  let isRevealed: Binding<Bool>
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let content: Content
  let actions: Actions

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let flag = FlagToggle(isRevealed)
    record.control = .swipe(edge: edge, allowsFullSwipe: allowsFullSwipe, reveal: flag.set)
    record.reveal(
      content, then: MenuItemsNode(content: actions), while: flag, as: .swipeActions,
      attributes: [Attribute(.edge, .name(Keyword(describing: edge)))])
  }
}
