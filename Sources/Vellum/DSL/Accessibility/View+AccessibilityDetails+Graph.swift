/// An accessibility action: the default one is a tap; named ones are kept by name.
struct AccessibilityActionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let name: String
  let action: () -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = name == "default" ? .tap(action) : .accessibilityAction(name: name, action)
    record.output = .modified(
      [Attribute(.accessibilityAction, .name(Keyword(rawValue: name)))], slot: nil)
    record.updateChild(0, content)
  }
}
