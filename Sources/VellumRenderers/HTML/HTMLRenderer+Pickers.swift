import VellumCellLayout
import VellumNodes
import VellumValues

extension HTMLRenderer {
  /// A color picker: its label and a color `<input>` holding the color in `#rrggbb` (named
  /// system colors as their light-appearance values).
  func writeColorPicker(_ node: Node, into html: inout HTMLBuffer) {
    open("label", "color-picker", node, into: &html)
    openControlLabel(node, into: &html)
    writeChildren(node, into: &html)
    html.append("</span><input")
    html.attribute("type", "color")
    if case .color(let color) = node[.selection], let rgb = color.resolvedComponents {
      let hex = [rgb.red, rgb.green, rgb.blue].map { component in
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        return String(byte, radix: 16).leftPadded(to: 2)
      }
      html.attribute("value", "#" + hex.joined())
    }
    if node[.disabled] == .bool(true) { html.append(" disabled") }
    html.append("></label>")
  }

  /// A date picker as iOS's compact one: its label, then the chosen date as it is formatted in
  /// the host's locale (not the viewer's) in a `<time>` pill, its machine-readable value in
  /// `datetime`.
  func writeDatePicker(_ node: Node, into html: inout HTMLBuffer) {
    open("div", "date-picker", node, into: &html)
    openControlLabel(node, into: &html)
    writeChildren(node, into: &html)
    html.append("</span><time class=\"date-value\"")
    let value = string(node[.value]) ?? ""
    var components: [Keyword] = []
    if case .list(let names) = node[.displayedComponents] { components = names.keywords }
    let hasDate = components.contains(.date)
    let hasTime = components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond)
    html.attribute(
      "datetime",
      hasDate && hasTime
        ? String(value.prefix(16))
        : hasDate ? String(value.prefix(10)) : String(value.dropFirst(11).prefix(5)))
    if node[.disabled] == .bool(true) { html.attribute("aria-disabled", "true") }
    html.append(">")
    html.appendEscaped(string(node[.selection]) ?? "")
    html.append("</time></div>")
  }

  /// A multi-date picker: a group with its label and the chosen days as `<time>`s.
  func writeMultiDatePicker(_ node: Node, into html: inout HTMLBuffer) {
    open("fieldset", "multi-date-picker", node, into: &html)
    html.append("<legend class=\"control-label\">")
    writeChildren(node, into: &html)
    html.append("</legend>")
    guard case .list(let shown) = node[.selection], case .list(let values) = node[.value] else {
      html.append("</fieldset>")
      return
    }
    for (day, value) in zip(shown, values) {
      html.append("<time")
      html.attribute("datetime", string(value) ?? "")
      html.append(">")
      html.appendEscaped(string(day) ?? "")
      html.append("</time>")
    }
    html.append("</fieldset>")
  }
}

extension String {
  /// The string with zeros before it up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
