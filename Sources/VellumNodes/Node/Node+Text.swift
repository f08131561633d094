import VellumHotPaths

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
    if role.isPresentation, case .string(let title) = self[.title] { parts.append(title) }
    if case .string(let text) = self[.text], role != .textField, role != .secureField {
      parts.append(text)
    }
    for child in children where child.role != .span { child.collectText(into: &parts) }
  }

  /// Every name a test may use to find this node, most readable first: its visible text, its
  /// accessibility label, each text inside it, symbol names of its images, a field's title and
  /// prompt, and last its accessibility identifier.
  ///
  /// ```swift
  /// addButton.searchableNames   // ["plus", "add-button"]
  /// ```
  public var searchableNames: [String] {
    var names: [String] = []
    func add(_ name: String) {
      if !name.isEmpty, !names.contains(name) { names.append(name) }
    }
    add(visibleText)
    for attribute in Self.searchedAttributes {
      forEachString(named: attribute, add)
    }
    return names
  }

  /// `name` is a named image's: SwiftUI labels `Image("flag-estonia")` by its name.
  private static let searchedAttributes: [AttributeName] = [
    .accessibilityLabel, .text, .systemName, .name, .title, .prompt, .accessibilityIdentifier,
    .accessibilityInputLabels,
  ]

  private func forEachString(named name: AttributeName, _ body: (String) -> Void) {
    for attribute in attributes where attribute.name == name {
      if case .string(let value) = attribute.value { body(value) }
      if case .list(let values) = attribute.value {
        for case .string(let value) in values { body(value) }
      }
    }
    for child in children { child.forEachString(named: name, body) }
  }
}

extension Node {
  /// This node without the children renderers draw elsewhere: presentations (over the screen)
  /// and toolbars (in the navigation bar).
  package var inFlow: Node {
    guard hasChildrenOutOfFlow else { return self }
    var copy = self
    copy.children.removeAll(where: \.role.isOutOfFlow)
    return copy
  }

  /// The children of ``inFlow``, without a copy of the node made: for most nodes, whose
  /// children are all in flow, the children as they are.
  ///
  /// ```swift
  /// Node(role: .vStack, children: [text, sheet]).childrenInFlow   // [text]
  /// ```
  package var childrenInFlow: [Node] {
    hasChildrenOutOfFlow ? children.filter { !$0.role.isOutOfFlow } : children
  }

  /// Whether some children are drawn elsewhere (see ``inFlow``).
  ///
  /// Read in place: a `contains(where:)` over the array would copy (retain and release) every
  /// child to ask for its role.
  @inlinable package var hasChildrenOutOfFlow: Bool {
    children.elementsInPlace.contains { $0.role.isOutOfFlow }
  }

  /// Every presented node in the tree, outermost first, in the order they were presented.
  ///
  /// The walk keeps a stack of sibling lists and positions, advancing the top one in place,
  /// and reads each node where its list keeps it (`Array.elementsInPlace`): it copies
  /// only the nodes it finds.
  public var presentations: [Node] {
    var found: [Node] = []
    var stack: [(siblings: ElementsInPlace<Node>, next: Int)] = [(children.elementsInPlace, 0)]
    while let top = stack.indices.last {
      let next = stack[top].next
      guard next < stack[top].siblings.count else {
        stack.removeLast()
        continue
      }
      stack[top].next = next + 1
      let node = stack[top].siblings.element(at: next)
      if node.value.role.isPresentation { found.append(node.value) }
      let children = node.value.children.elementsInPlace
      if !children.isEmpty { stack.append((children, 0)) }
    }
    return found
  }
}

extension Node {
  /// Whether this is `Image(systemName: "")`, which iOS draws as nothing, taking no space and
  /// read by no one.
  package var isEmptySymbol: Bool {
    if case .string(let name) = self[.systemName] { return name.isEmpty }
    return false
  }

  /// Whether this is a span of a text that shows an image (`Text(Image(…))`) rather than text.
  package var isImageSpan: Bool {
    role == .span && self[.text] == nil
      && (self[.systemName] != nil || self[.name] != nil || self[.decorative] != nil)
  }
}
