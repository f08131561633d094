/// Makes the dialog's content the control ``ViewHost/chooseFiles(_:)`` finds.
struct FileDialogControl: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let request: FileDialogRequest

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = .files(request)
    record.output = .passthrough
    record.updateChild(0, content)
  }
}
