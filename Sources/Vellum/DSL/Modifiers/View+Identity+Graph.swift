/// Records a tag on the content's nodes and keeps its value for pickers and tab views.
struct TagModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let value: Value

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.memory = TagValue(value)
    record.output = .modified([Attribute(.tag, AttributeValue(describing: value))], slot: nil)
    record.updateChild(0, content)
  }
}

/// Tags each row of a `ForEach` inside a picker with the row's id, as SwiftUI does; a
/// `tag(_:)` written inside the row wins.
struct ImplicitTagModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let value: Value

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.memory = TagValue(value, isImplicit: true)
    record.output = .defaults([Attribute(.tag, AttributeValue(describing: value))])
    record.updateChild(0, content)
  }
}

/// Puts the content under an explicit identity.
struct IdentityModifier: ViewModifier, PrimitiveModifier, Equatable {
  typealias Body = Never

  let key: Identity.Key

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    record.updateChild(0, content, component: .explicit(key))
  }
}
