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
