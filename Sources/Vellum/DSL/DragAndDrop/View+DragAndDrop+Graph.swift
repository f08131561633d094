/// Makes the content a view a host can drag, carrying its payload.
struct DraggableModifier<Payload: Transferable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let payload: () -> Payload

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let payload = payload
    record.control = .draggable { payload() }
    record.output = .passthrough
    record.updateChild(0, content)
  }
}

/// Makes the content a place a host can drop values on.
struct DropDestinationModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let destination: DropDestination

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = .dropDestination(destination)
    record.output = .passthrough
    record.updateChild(0, content)
  }
}
