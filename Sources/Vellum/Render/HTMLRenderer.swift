/// Renders a node tree as HTML: semantic elements for roles, every text and attribute value
/// escaped.
///
/// ```swift
/// HTMLRenderer().fragment(host.root)
/// ```
struct HTMLRenderer {
  func fragment(_ root: Node) -> String {
    var output = ""
    for child in root.children { write(child, into: &output) }
    return output
  }

  func page(_ root: Node, title: String) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
      + escaped(title) + "</title><style>" + Self.stylesheet + "</style></head><body>"
      + fragment(root) + "</body></html>\n"
  }

  private func write(_ node: Node, into output: inout String) {
    let (tag, extra) = element(for: node)
    output += "<\(tag) class=\"\(node.role.rawValue)\"\(extra)"
    if case .string(let label) = node["accessibilityLabel"] {
      output += " aria-label=\"\(escaped(label))\""
    }
    if tag == "input" {
      output += ">"
      return
    }
    output += ">"
    if node.role == .text || node.role == .span, node.children.isEmpty,
      case .string(let text) = node["text"]
    {
      output += escaped(text)
    }
    for child in node.children { write(child, into: &output) }
    output += "</\(tag)>"
  }

  private func element(for node: Node) -> (String, String) {
    switch node.role {
    case .text, .span: return ("span", "")
    case .button: return ("button", node["disabled"] == .bool(true) ? " disabled" : "")
    case .list, .form: return ("ul", "")
    case .textField, .secureField:
      let type = node.role == .secureField ? "password" : "text"
      var extra = " type=\"\(type)\""
      if case .string(let text) = node["text"] { extra += " value=\"\(escaped(text))\"" }
      if case .string(let title) = node["prompt"] ?? node["title"] {
        extra += " placeholder=\"\(escaped(title))\""
      }
      return ("input", extra)
    case .toggle:
      return ("label", " role=\"switch\" aria-checked=\"\(node["isOn"] == .bool(true))\"")
    case .image:
      if case .string(let name) = node["systemName"] {
        return ("span", " role=\"img\" aria-label=\"\(escaped(name))\"")
      }
      return ("span", " role=\"img\"")
    case .divider: return ("hr", "")
    default: return ("div", "")
    }
  }

  /// `text` with `& < > " '` replaced by character references.
  private func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  static let stylesheet = """
    body{font-family:-apple-system,system-ui,sans-serif;margin:0;padding:16px}\
    .VStack,.List,.Form,.Section{display:flex;flex-direction:column;gap:8px}\
    .HStack,.Label{display:flex;flex-direction:row;align-items:center;gap:8px}\
    .Spacer{flex:1}ul{list-style:none;padding:0}
    """
}
