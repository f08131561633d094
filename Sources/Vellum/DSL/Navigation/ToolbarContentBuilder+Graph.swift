/// The views of several toolbar items, each keeping its position as identity.
struct ToolbarItemList: View, PrimitiveView {
  let views: [any View]

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    for (index, view) in views.enumerated() {
      record.updateChild(index, view, component: .index(index))
    }
    record.trimChildren(to: views.count)
  }
}

/// Any toolbar content as a view: primitive items directly, your own content types through their
/// `body`, with their state kept like a view's.
struct ToolbarContentView<Content: ToolbarContent>: View, PrimitiveView, EvaluationNamed {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  var evaluationName: String { viewTypeName(Content.self) }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    if let primitive = content as? any PrimitiveToolbarContent {
      record.updateChild(0, primitive.makeView())
      return
    }
    FieldLayout.withLinked(content, to: record) { content in
      record.graph.report.evaluated(record)
      record.updateChild(0, ToolbarContentView<Content.Body>(content: content.body))
    }
  }
}

/// Attaches a `Toolbar` node holding the items to the view's node.
struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let items: Items

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .attached
    record.updateChild(0, content)
    record.updateChild(
      1, ToolbarNode(items: items),
      component: .attachment(.toolbar, nil, ordinal: record.attachmentOrdinal))
  }
}

/// The `Toolbar` node.
private struct ToolbarNode<Items: View>: View, PrimitiveView {
  let items: Items

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.toolbar, content: items)
  }
}
