extension Node {
  /// The role, keyed identity components and attributes of this node on one line, as the tree
  /// rendering and patch descriptions show it: `Button [id: 7] padding: 16`.
  package var outlineLine: String {
    var line = role.rawValue
    let keyed = identity.keyedDescription(label: identity.hasPerRunKey ? rowLabel : nil)
    if !keyed.isEmpty { line += " " + keyed }
    let attributes = attributesOutline
    if !attributes.isEmpty { line += " " + attributes }
    return line
  }

  /// The attributes, comma-separated: `text: "Hi", bold: true`.
  package var attributesOutline: String {
    attributes.map(\.outline).joined(separator: ", ")
  }

  /// This node on one line: a lone attribute's value (`red`), or `Role(attributes) { … }`.
  fileprivate var inlineOutline: String {
    if children.isEmpty, attributes.count == 1, !identity.isKeyed {
      return attributes[0].value.outline(isBound: attributes[0].isBound)
    }
    var text = role.rawValue
    if !attributes.isEmpty { text += "(" + attributesOutline + ")" }
    if !children.isEmpty {
      text += " { " + children.map(\.inlineOutline).joined(separator: "; ") + " }"
    }
    return text
  }
}

extension Attribute {
  /// `name: value`, with `$` before a bound value.
  package var outline: String {
    "\(name): " + value.outline(isBound: isBound)
  }
}

extension AttributeValue {
  /// The value as the tree shows it, views inside it written inline; `$` before a bound value.
  package func outline(isBound: Bool = false) -> String {
    let text: String
    if case .nodes(let nodes) = self {
      text = nodes.map(\.inlineOutline).joined(separator: " + ")
    } else {
      text = description
    }
    return isBound ? "$" + text : text
  }
}
