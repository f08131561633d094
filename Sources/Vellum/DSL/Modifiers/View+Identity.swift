extension View {
  /// Gives the view an explicit identity: when `id` changes, the view is a new one and its state
  /// starts over.
  ///
  /// ```swift
  /// DetailView(recipe: recipe).id(recipe.id)
  /// ```
  public consuming func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(key: Identity.Key(id)))
  }

  /// Tags the view with a value, used by pickers and tab views to match their selection.
  ///
  /// ```swift
  /// Text("Home").tag(Tab.home)
  /// ```
  public consuming func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: tag))
  }
}

/// Records a tag on the content's nodes and keeps its value for pickers and tab views.
private struct TagModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
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

/// The value of a `tag(_:)`, found by pickers and tab views among their descendants.
package final class TagValue {
  /// The tag.
  package let value: AnyHashable
  /// Whether the tag is a `ForEach` row's id rather than a written `tag(_:)`.
  package let isImplicit: Bool

  init(_ value: some Hashable, isImplicit: Bool = false) {
    self.value = AnyHashable(value)
    self.isImplicit = isImplicit
  }
}

extension EnvironmentValues {
  /// Whether `ForEach` rows are tagged with their ids (inside a picker's options).
  var tagsRowsByID: Bool {
    get { self[TagsRowsByIDKey.self] }
    set { self[TagsRowsByIDKey.self] = newValue }
  }
}

private enum TagsRowsByIDKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

/// Puts the content under an explicit identity.
private struct IdentityModifier: ViewModifier, PrimitiveModifier, Equatable {
  typealias Body = Never

  let key: Identity.Key

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    record.updateChild(0, content, component: .explicit(key))
  }
}
