/// A scroll view's position bound to an id (`scrollPosition(id:)`): records the id on the
/// scroll view and lets a scroll set it.
struct ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let id: Binding<ID?>

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let binding = id
    record.control = .scrollPosition { key in
      guard let value = (key as? ID) ?? (key.base as? ID) else { return false }
      binding.wrappedValue = value
      return true
    }
    let position = id.wrappedValue.map {
      Attribute(.scrollPosition, AttributeValue(describing: $0))
    }
    record.output = .modified(position.map { [$0] } ?? [], slot: nil)
    record.updateChild(0, content, environment: record.environment)
  }
}
