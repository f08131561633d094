extension Node {
  /// The text a person reads in this node and its children, joined by spaces.
  ///
  /// ```swift
  /// buttonNode.visibleText   // "Save"
  /// ```
  public var visibleText: String {
    var parts: [String] = []
    collectText(into: &parts)
    return parts.joined(separator: " ")
  }

  private func collectText(into parts: inout [String]) {
    if case .string(let text) = self["text"], role != .textField, role != .secureField {
      parts.append(text)
      if role == .text { return }
    }
    for child in children { child.collectText(into: &parts) }
  }

  /// Every name a test may use to find this node: its visible text, each text inside it,
  /// its accessibility label and identifier, and symbol names of its images.
  ///
  /// ```swift
  /// addButton.searchableNames   // ["plus"]
  /// ```
  public var searchableNames: [String] {
    var names: [String] = []
    let whole = visibleText
    if !whole.isEmpty { names.append(whole) }
    collectNames(into: &names)
    return names
  }

  private func collectNames(into names: inout [String]) {
    for attribute in attributes {
      switch (attribute.name, attribute.value) {
      case ("text", .string(let value)), ("accessibilityLabel", .string(let value)),
        ("accessibilityIdentifier", .string(let value)), ("systemName", .string(let value)),
        ("title", .string(let value)), ("prompt", .string(let value)):
        if !names.contains(value) { names.append(value) }
      default: break
      }
    }
    for child in children { child.collectNames(into: &names) }
  }
}
