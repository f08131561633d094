extension Node {
  /// The accessibility traits this node's modifiers added and did not remove afterwards, in
  /// the order they were added.
  ///
  /// ```swift
  /// button.accessibilityTraits   // [.isHeader]
  /// ```
  package var accessibilityTraits: [Keyword] {
    var traits: [Keyword] = []
    for attribute in attributes {
      guard case .list(let names) = attribute.value else { continue }
      let parts = names.compactMap { value -> Keyword? in
        guard case .name(let name) = value else { return nil }
        return name
      }
      if attribute.name == .accessibilityAddTraits {
        traits += parts.filter { !traits.contains($0) }
      }
      if attribute.name == .accessibilityRemoveTraits { traits.removeAll(where: parts.contains) }
    }
    return traits
  }
}
