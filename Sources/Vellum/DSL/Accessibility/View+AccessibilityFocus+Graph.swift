/// Marks the content while an accessibility focus state says the focus is on it, and lets the
/// host move the focus there.
struct AccessibilityFocusModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let isFocused: Bool
  let focus: () -> Void
  /// Takes the focus away from the content, for a flag (a value is moved by the next focus).
  let blur: (() -> Void)?

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.control = .accessibilityFocus(focus: focus, blur: blur)
    record.output = .modified(
      isFocused ? [Attribute(.accessibilityFocused, .bool(true))] : [], slot: nil)
    record.updateChild(0, content)
  }
}
