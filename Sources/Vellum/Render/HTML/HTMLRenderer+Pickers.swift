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
