import VellumNodes

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
      output += String(repeating: "  ", count: depth) + node.outlineLine + "\n"
      stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
    }
    return output
  }
}
