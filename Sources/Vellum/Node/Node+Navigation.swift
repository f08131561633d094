extension Node {
  /// The navigation title of the screen this node is (the first one set inside it, outside any
  /// nested navigation stack or presentation).
  package var navigationTitle: String? {
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      if case .string(let title) = node[.navigationTitle] { return title }
      for child in node.children.reversed()
      where child.role != .navigationStack && !child.role.isPresentation {
        stack.append(child)
      }
    }
    return nil
  }

  /// The toolbar items set inside this screen, in order, outside any nested navigation stack or
  /// presentation.
  package var toolbarItems: [Node] {
    var items: [Node] = []
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      if node.role == .toolbar {
        items += node.children.filter { $0.role == .toolbarItem }
        continue
      }
      for child in node.children.reversed()
      where child.role != .navigationStack && !child.role.isPresentation {
        stack.append(child)
      }
    }
    return items
  }

  /// Which part of a bar a toolbar item goes in: `leading`, `principal`, `trailing`, `bottom`.
  package var toolbarSide: String {
    if case .name(let side) = self[.side] { return side }
    return "trailing"
  }
}
