/// Makes the content respond to a gesture's events; recorded by the gesture's kind. A mask
/// without `.gesture` turns the gesture off.
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let gesture: G
  let priority: AttributeName
  let mask: GestureMask

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let memory = record.slots.first as? GestureMemory ?? GestureMemory()
    record.slots[0] = memory
    let recognizer = memory.making { gesture.makeRecognizer() }
    record.control =
      mask.contains(.gesture)
      ? .gesture(accepts: recognizer.accepts, perform: { _ = recognizer.respond($0) }) : nil
    record.output = .modified(
      [Attribute(priority, .name(Keyword(rawValue: viewTypeName(G.self))))], slot: nil)
    record.updateChild(0, content)
  }
}
