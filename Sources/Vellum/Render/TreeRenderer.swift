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
    let keys = node.identity.components.filter {
      switch $0 {
      case .key, .explicit: true
      case .index, .branch: false
      }
    }
    if !keys.isEmpty { line += " " + keys.map(\.description).joined() }
    if !node.attributes.isEmpty {
      line += " " + node.attributes.map(describe).joined(separator: ", ")
    }
    return line
  }

  private static func describe(_ attribute: Attribute) -> String {
    "\(attribute.name): " + (attribute.isBound ? "$" : "") + describe(attribute.value)
  }

  private static func describe(_ value: AttributeValue) -> String {
    guard case .nodes(let nodes) = value else { return value.description }
    return nodes.map(inline).joined(separator: " + ")
  }

  /// A node written on one line: a lone attribute's value (`red`), or `Role(attributes) { … }`.
  private static func inline(_ node: Node) -> String {
    if node.children.isEmpty, node.attributes.count == 1, !node.identity.isKeyed {
      return describe(node.attributes[0].value)
    }
    var text = node.role.rawValue
    if !node.attributes.isEmpty {
      text += "(" + node.attributes.map(describe).joined(separator: ", ") + ")"
    }
    if !node.children.isEmpty {
      text += " { " + node.children.map(inline).joined(separator: "; ") + " }"
    }
    return text
  }
}
