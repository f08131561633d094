extension Node {
  /// The accessibility traits this node's modifiers added and did not remove afterwards, in
  /// the order they were added.
  ///
  /// ```swift
  /// button.accessibilityTraitNames   // ["isHeader"]
  /// ```
  package var accessibilityTraitNames: [String] {
    var traits: [String] = []
    for attribute in attributes {
      guard case .name(let names) = attribute.value else { continue }
      let parts = names.split(separator: "+").map(String.init)
      if attribute.name == .accessibilityAddTraits {
        traits += parts.filter { !traits.contains($0) }
      }
      if attribute.name == .accessibilityRemoveTraits { traits.removeAll(where: parts.contains) }
    }
    return traits
  }
}
