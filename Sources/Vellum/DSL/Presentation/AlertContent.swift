/// The inside of an alert or confirmation dialog: its message, then its actions; when no action
/// is given, an OK button, as SwiftUI adds one.
struct AlertContent<Actions: View, Message: View>: View, PrimitiveView {
  let actions: Actions
  let message: Message

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    var count = 0
    if Message.self != EmptyView.self {
      record.updateChild(count, MessageNode(content: message), component: .index(0))
      count += 1
    }
    if Actions.self == EmptyView.self {
      record.updateChild(count, Button("OK") {}, component: .index(1))
    } else {
      record.updateChild(count, actions, component: .index(1))
    }
    record.trimChildren(to: count + 1)
  }
}

/// The message of an alert: a node of role `Message` around its text.
private struct MessageNode<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    record.element(.message, content: content)
  }
}
