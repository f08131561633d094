import VellumCellLayout
import VellumNodes
import VellumValues

/// The ARIA attributes of a node's accessibility modifiers: its value, hint, hidden state,
/// selection, a combined element's label (its children's text), and — on elements that have no role of their own — the role its traits, heading
/// level or grouping give it.
enum HTMLAccessibility {
  /// The roles whose elements carry no ARIA role of their own, so a trait may give them one.
  private static let roleless: Set<Role> = [.text, .vStack, .hStack, .zStack, .label]

  static func write(_ node: Node, into html: inout HTMLBuffer) {
    // Most nodes have no accessibility modifier: one pass finds out before any lookup.
    guard node.attributes.contains(where: { $0.name.isAccessibilityDetail }) else { return }
    if case .string(let value) = node[.accessibilityValue] {
      html.attribute("aria-valuetext", value)
    }
    if case .string(let hint) = node[.accessibilityHint] {
      html.attribute("aria-description", hint)
    }
    if node[.accessibilityHidden] == .bool(true) { html.attribute("aria-hidden", "true") }
    if node[.accessibilityElement] == .name(.combine), node[.accessibilityLabel] == nil {
      html.attribute("aria-label", node.visibleText)
    }
    let traits = Set(node.accessibilityTraits)
    if traits.contains(.isSelected) { html.attribute("aria-selected", "true") }
    guard roleless.contains(node.role) else { return }
    if case .int(let level) = node[.accessibilityHeading] {
      html.attribute("role", "heading")
      if level > 0 { html.attribute("aria-level", "\(level)") }
    } else if traits.contains(.isHeader) {
      html.attribute("role", "heading")
    } else if traits.contains(.isButton) {
      html.attribute("role", "button")
    } else if traits.contains(.isLink) {
      html.attribute("role", "link")
    } else if node[.accessibilityElement] == .name(.contain) {
      html.attribute("role", "group")
    }
  }
}
