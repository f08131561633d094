extension Node {
  /// The navigation title of the screen this node is (the first one set inside it, outside any
  /// nested navigation stack or presentation).
  package var navigationTitle: String? {
    guard case .string(let title) = screenValue(.navigationTitle) else { return nil }
    return title
  }

  /// Whether each of a stack's `screens` shows its title large, as iOS decides: `.large` and
  /// `.inline` say so, and `.automatic` (or nothing) takes the screen below's mode, large at
  /// the root.
  ///
  /// ```swift
  /// Node.showsLargeTitles(screens)   // [true, false] for a root and a pushed `.inline` screen
  /// ```
  package static func showsLargeTitles(_ screens: [Node]) -> [Bool] {
    var isLarge = true
    return screens.map { screen in
      switch screen.screenValue(.navigationBarTitleDisplayMode) {
      case .name(.large): isLarge = true
      case .name(.inline): isLarge = false
      default: break
      }
      return isLarge
    }
  }

  /// The first value of `name` set inside this screen, outside any nested navigation stack or
  /// presentation.
  private func screenValue(_ name: AttributeName) -> AttributeValue? {
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      if let value = node[name] { return value }
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
  package var toolbarSide: Keyword {
    if case .name(let side) = self[.side] { return side }
    return .trailing
  }
}
