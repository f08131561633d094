import VellumNodes

extension HTMLRenderer {
  /// A tab view: the selected tab, then a tab bar of buttons, the selected one marked, each
  /// with its badge.
  func writeTabs(_ node: Node, into html: inout HTMLBuffer) {
    let selected = node.selectedTabIndex
    open("div", "tab-view", node, into: &html)
    html.append("<div class=\"tab-content\">")
    if node.children.indices.contains(selected) {
      write(node.children[selected].tabContent, into: &html)
    }
    html.append("</div><nav class=\"tab-bar")
    // The bar's items flow inside it: nothing after it is measured from it.
    let origin = frames?.origin
    closeClass(placedAt: frames?.frame(of: .tabBar), into: &html)
    if let origin { frames?.restore(origin) }
    html.append(">")
    for (index, tab) in node.children.enumerated() {
      guard let item = tab.tabItem else { continue }
      html.append(
        index == selected
          ? "<button class=\"tab selected\" type=\"button\" aria-selected=\"true\">"
          : "<button class=\"tab\" type=\"button\">")
      writeChildren(item, into: &html)
      if let badge = tab.tabBadge {
        html.append("<span class=\"tab-badge\">")
        html.appendEscaped(badge)
        html.append("</span>")
      }
      html.append("</button>")
    }
    html.append("</nav></div>")
  }
}
