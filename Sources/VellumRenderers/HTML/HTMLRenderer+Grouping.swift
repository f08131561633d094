import VellumCellLayout
import VellumNodes
import VellumValues

extension HTMLRenderer {
  /// Writes the controls that group or label other views, returning whether `node` is one:
  /// a disclosure group as `<details>`, labeled content, a group box, an empty state, a link
  /// as `<a href>`, a gauge as a `<meter>`, a menu as a button with its open items, the
  /// open items of a context menu or a row's revealed swipe actions, and the controls of their
  /// kind (date pickers, text editors, control groups).
  func writeGroupingControl(_ node: Node, into html: inout HTMLBuffer) -> Bool {
    switch node.role {
    case .disclosureGroup:
      open(
        "details", "disclosure-group", node,
        extra: { if node[.expanded] == .bool(true) { $0.append(" open") } }, into: &html)
      for child in node.children {
        if child.role == .disclosureLabel {
          open("summary", "disclosure-label", child, into: &html)
          writeChildren(child, into: &html)
          html.append("</summary>")
        } else {
          write(child, into: &html)
        }
      }
      html.append("</details>")
    case .labeledContent:
      open("div", "labeled-content", node, into: &html)
      openControlLabel(node, into: &html)
      for child in node.children where child.role != .labeledValue { write(child, into: &html) }
      html.append("</span>")
      for child in node.children where child.role == .labeledValue { write(child, into: &html) }
      html.append("</div>")
    case .datePicker:
      writeDatePicker(node, into: &html)
    case .colorPicker:
      writeColorPicker(node, into: &html)
    case .multiDatePicker:
      writeMultiDatePicker(node, into: &html)
    case .textEditor:
      open(
        "textarea", "text-editor", node,
        extra: { if node[.disabled] == .bool(true) { $0.append(" disabled") } }, into: &html)
      html.appendEscaped(string(node[.text]) ?? "")
      html.append("</textarea>")
    case .controlGroup:
      open("div", "control-group", node, extra: { $0.attribute("role", "group") }, into: &html)
      writeChildren(node, into: &html)
      html.append("</div>")
    case .link:
      open(
        "a", "link", node,
        extra: { html in
          if case .string(let url) = node[.destination] { html.attribute("href", url) }
          if node[.disabled] == .bool(true) { html.attribute("aria-disabled", "true") }
        }, into: &html)
      writeChildren(node, into: &html)
      html.append("</a>")
    case .gauge:
      writeGauge(node, into: &html)
    case .table:
      writeTable(node, into: &html)
    case .menuItems:
      open("div", "menu-items", node, extra: { $0.attribute("role", "menu") }, into: &html)
      writeChildren(node, into: &html)
      html.append("</div>")
    case .contextMenu:
      open("div", "context-menu", node, into: &html)
      writeChildren(node, into: &html)
      html.append("</div>")
    case .swipeActions:
      open("div", "swipe-row", node, into: &html)
      writeChildren(node, into: &html)
      html.append("</div>")
    case .menu:
      open("div", "menu", node, into: &html)
      for child in node.children {
        if child.role == .menuLabel {
          open(
            "button", "button menu-label", child,
            extra: { html in
              html.attribute("type", "button")
              html.attribute("aria-haspopup", "menu")
              html.attribute("aria-expanded", node[.expanded] == .bool(true) ? "true" : "false")
              if node[.disabled] == .bool(true) { html.append(" disabled") }
            }, into: &html)
          writeChildren(child, into: &html)
          html.append("<span class=\"chevron\">⌄</span></button>")
        } else {
          write(child, into: &html)
        }
      }
      html.append("</div>")
    default:
      return false
    }
    return true
  }

  private func writeGauge(_ node: Node, into html: inout HTMLBuffer) {
    let labelRoles: [Role] = [
      .currentValueLabel, .minimumValueLabel, .maximumValueLabel, .markedValueLabels,
    ]
    open("div", "gauge", node, into: &html)
    for child in node.children where !labelRoles.contains(child.role) { write(child, into: &html) }
    html.append("<div class=\"gauge-scale\">")
    for child in node.children where child.role == .minimumValueLabel { write(child, into: &html) }
    html.append("<meter min=\"0\" max=\"1\"")
    html.attribute("value", formatNumber(HTMLStyle.number(node[.value]) ?? 0))
    html.append("></meter>")
    for child in node.children where child.role == .maximumValueLabel { write(child, into: &html) }
    html.append("</div>")
    for child in node.children where child.role == .currentValueLabel { write(child, into: &html) }
    html.append("</div>")
  }
}
