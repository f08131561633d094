import VellumNodes

extension HTMLRenderer {
  /// A navigation stack: a `<nav>` bar with the back button, the top screen's title as `<h1>`
  /// (large, below the items, unless the title display mode makes it inline) and its toolbar
  /// items, then the top screen, then any bottom-bar items.
  func writeNavigation(_ node: Node, into html: inout HTMLBuffer) {
    let screens = node.children.filter { $0.role == .screen }
    open("div", "navigation-stack", node, into: &html)
    guard let top = screens.last else {
      html.append("</div>")
      return
    }
    let items = top.toolbarItems
    guard screens.count > 1 || !items.isEmpty || !(top.navigationTitle ?? "").isEmpty else {
      // Nothing to show in the bar: the screen alone, as the text rendering draws it.
      writeContent(of: top, into: &html)
      html.append("</div>")
      return
    }
    // A large title comes between the bar's items in the document, as the text rendering reads
    // it, and is drawn on a row of its own below them.
    let isLarge =
      Node.showsLargeTitles(screens).last == true && !(top.navigationTitle ?? "").isEmpty
    let origin = frames?.origin
    html.append(isLarge ? "<nav class=\"navigation-bar large-title" : "<nav class=\"navigation-bar")
    closeClass(placedAt: frames?.frame(of: .navigationBar), into: &html)
    html.append("><div class=\"bar-leading\">")
    if screens.count > 1 {
      html.append("<button class=\"back\" type=\"button\">‹ ")
      html.appendEscaped(screens[screens.count - 2].navigationTitle ?? "Back")
      html.append("</button>")
    }
    writeItems(items, side: .leading, into: &html)
    html.append("</div>")
    if items.contains(where: { $0.toolbarSide == .principal }) {
      html.append("<div class=\"bar-principal\">")
      writeItems(items, side: .principal, into: &html)
      html.append("</div>")
    } else {
      // A title menu's chevron goes beside the title.
      let hasMenu = items.contains { $0.toolbarSide == .titleMenu }
      if hasMenu { html.append("<div class=\"bar-principal title-menu\">") }
      html.append("<h1 class=\"navigation-title\">")
      html.appendEscaped(top.navigationTitle ?? "")
      html.append("</h1>")
      if hasMenu {
        writeItems(items, side: .titleMenu, into: &html)
        html.append("</div>")
      }
    }
    html.append("<div class=\"bar-trailing\">")
    writeItems(items, side: .trailing, into: &html)
    html.append("</div></nav>")
    if let origin { frames?.restore(origin) }
    writeContent(of: top, into: &html)
    if items.contains(where: { $0.toolbarSide == .bottom }) {
      html.append("<div class=\"bottom-bar\">")
      writeItems(items, side: .bottom, into: &html)
      html.append("</div>")
    }
    html.append("</div>")
  }

  /// The top screen's views, in the element that holds them: placed where the layout placed
  /// the screen.
  private func writeContent(of top: Node, into html: inout HTMLBuffer) {
    frames?.enter(top)
    defer { frames?.leave() }
    html.append("<div class=\"navigation-content")
    closeClass(placedAt: frames?.takePendingFrame(), into: &html)
    html.append(">")
    writeChildren(top, into: &html)
    html.append("</div>")
  }

  private func writeItems(_ items: [Node], side: Keyword, into html: inout HTMLBuffer) {
    for item in items where item.toolbarSide == side { writeChildren(item, into: &html) }
  }
}
