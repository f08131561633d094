/// Makes the content a control the host finds by its kind (a draggable view, a drop
/// destination, a file dialog), drawing nothing of its own; with no control, the content is
/// passed on as it is.
struct ControlModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let control: Control?

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = control
    record.output = .passthrough
    record.updateChild(0, content)
  }
}
