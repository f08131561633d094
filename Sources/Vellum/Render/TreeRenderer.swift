/// Renders a node tree as an indented outline: one line per node with its role, keyed identity
/// and attributes, children indented by two spaces.
///
/// ```
/// VStack
///   Button padding: 16, clipShape: Capsule
///     Text text: "Remember Me"
///   Text text: "Off"
/// ```
enum TreeRenderer {
  static func render(_ root: Node) -> String {
    var output = ""
    var stack: [(Node, Int)] =
      root.role == .root
      ? root.children.reversed().map { ($0, 0) }
      : [
        (root, 0)
      ]
    while let (node, depth) = stack.popLast() {
      output += String(repeating: "  ", count: depth) + line(for: node) + "\n"
      stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
    }
    return output
  }

  /// The role, keyed identity components and attributes of one node.
  static func line(for node: Node) -> String {
    var line = node.role.rawValue
    let keyed = node.identity.keyedDescription
    if !keyed.isEmpty { line += " " + keyed }
    let attributes = attributesText(of: node)
    if !attributes.isEmpty { line += " " + attributes }
    return line
  }

  /// The attributes of a node, comma-separated: `text: "Hi", bold: true`.
  static func attributesText(of node: Node) -> String {
    node.attributes.map(describe).joined(separator: ", ")
  }

  /// `name: value`, with `$` before a bound value.
  static func describe(_ attribute: Attribute) -> String {
    "\(attribute.name): " + describe(attribute.value, isBound: attribute.isBound)
  }

  /// A value as the tree shows it; views inside a value are written inline.
  static func describe(_ value: AttributeValue, isBound: Bool = false) -> String {
    let text: String
    if case .nodes(let nodes) = value {
      text = nodes.map(inline).joined(separator: " + ")
    } else {
      text = value.description
    }
    return isBound ? "$" + text : text
  }

  /// A node written on one line: a lone attribute's value (`red`), or `Role(attributes) { … }`.
  private static func inline(_ node: Node) -> String {
    if node.children.isEmpty, node.attributes.count == 1, !node.identity.isKeyed {
      return describe(node.attributes[0].value, isBound: node.attributes[0].isBound)
    }
    var text = node.role.rawValue
    if !node.attributes.isEmpty {
      text += "(" + attributesText(of: node) + ")"
    }
    if !node.children.isEmpty {
      text += " { " + node.children.map(inline).joined(separator: "; ") + " }"
    }
    return text
  }
}
