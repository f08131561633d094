extension NavigationSplitView: PrimitiveView {
  package func update(_ record: GraphNode) {
    let drawnByStyle = record.drawsWithCustomStyle {
      NavigationSplitViewStyleConfiguration(drawn: AnyView(self))
    }
    if drawnByStyle { return }
    var attributes: [Attribute] = []
    if let column = preferredCompactColumn?.wrappedValue {
      attributes.append(Attribute(.preferredCompactColumn, .name(column.keyword)))
    }
    record.output = .element(
      Node(role: .navigationSplitView, identity: record.identity, attributes: attributes))
    record.updateChild(0, Column(name: .sidebar, content: sidebar), component: .index(0))
    var count = 1
    if Content.self != EmptyView.self {
      record.updateChild(1, Column(name: .content, content: content), component: .index(1))
      count = 2
    }
    record.updateChild(count, Column(name: .detail, content: detail), component: .index(2))
    record.trimChildren(to: count + 1)
  }
}

/// One column: a navigation stack of its own.
private struct Column<Content: View>: View, PrimitiveView {
  let name: Keyword
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(
      .column, [Attribute(.column, .name(name))], content: NavigationStack { content })
  }
}
