/// Renders a node tree as plain text in a fixed number of character cells.
///
/// This is the first, simple layout: vertical containers stack their children, horizontal ones
/// join them with a space, text wraps at word boundaries, controls show what can be touched
/// (`[ Save ]`, `Favorite [on]`, `[Email]`). Lines never end in spaces.
///
/// ```swift
/// TextRenderer(width: 40).render(host.root)
/// ```
struct TextRenderer {
  /// The number of cells per line.
  let width: Int

  func render(_ root: Node) -> String {
    let lines = root.children.flatMap { block($0, width: width) }
    return lines.map { trimmed($0) }.joined(separator: "\n") + "\n"
  }

  private func block(_ node: Node, width: Int) -> [String] {
    if node["hidden"] == .bool(true) || node["opacity"] == .double(0) {
      return block(strippingVisibility(node), width: width).map {
        String(repeating: " ", count: $0.count)
      }
    }
    switch node.role {
    case .text:
      return wrap(node.visibleText, width: width)
    case .button:
      return ["[ " + inlineChildren(node) + " ]"]
    case .toggle:
      return [inlineChildren(node) + (node["isOn"] == .bool(true) ? " [on]" : " [off]")]
    case .textField, .secureField:
      return ["[" + fieldText(node) + "]"]
    case .image:
      return ["[" + symbolName(node) + "]"]
    case .divider:
      return [String(repeating: "-", count: max(width, 1))]
    case .hStack, .label:
      return [inlineChildren(node)]
    case .spacer, .color, .linearGradient:
      return []
    case .error:
      if case .string(let message) = node["message"] { return wrap("! " + message, width: width) }
      return ["!"]
    default:
      if node.children.isEmpty { return [] }
      return node.children.flatMap { block($0, width: width) }
    }
  }

  /// The children of `node` on one line, separated by spaces.
  private func inlineChildren(_ node: Node) -> String {
    node.children.map { block($0, width: Int.max / 2).joined(separator: " ") }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  private func fieldText(_ node: Node) -> String {
    guard case .string(let text) = node["text"], !text.isEmpty else {
      if case .string(let prompt) = node["prompt"] { return prompt }
      if case .string(let title) = node["title"] { return title }
      return ""
    }
    return node.role == .secureField ? String(repeating: "•", count: text.count) : text
  }

  private func symbolName(_ node: Node) -> String {
    guard case .string(let name) = node["systemName"] ?? node["name"] else { return "image" }
    if case .name(let variant) = node["symbolVariant"] { return name + "." + variant }
    return name
  }

  private func strippingVisibility(_ node: Node) -> Node {
    var copy = node
    copy.attributes.removeAll { $0.name == "hidden" || $0.name == "opacity" }
    return copy
  }

  /// Splits `text` into lines of at most `width` characters at spaces.
  private func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines
  }

  private func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
