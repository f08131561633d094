/// Makes the content tappable.
struct TapModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let count: Int
  let action: () -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = .tap(action)
    record.output = .modified([Attribute(.onTapGesture, .int(count))], slot: nil)
    record.updateChild(0, content)
  }
}
