import VellumNodes
import VellumValues

/// What a node passes down to the views inside it when painted: the text's color and
/// alignment, and whether the views are a control's label (drawn in the tint).
struct SVGStyle {
  let palette: SVGPalette
  /// The color of text and symbols.
  var text: String
  /// The tint controls are drawn in.
  var tint: String
  /// How the lines of a text align.
  var textAlignment: TextAlignment = .leading
  /// The color symbols are drawn in, when it is not the text's (an empty state's).
  var symbol: String?

  init(palette: SVGPalette) {
    self.palette = palette
    text = palette.label
    tint = palette.tint
  }

  /// The style with the node's own attributes taken in.
  func applying(_ node: Node) -> SVGStyle {
    var style = self
    for attribute in node.attributes.reversed() {
      switch (attribute.name, attribute.value) {
      case (.tint, .color(let color)):
        style.tint = palette.paint(color) ?? style.tint
      default: break
      }
    }
    // The innermost foreground modifier wins: the first recorded.
    if let foreground = node.attributes.first(where: {
      $0.name == .foregroundStyle || $0.name == .foregroundColor
    }) {
      switch foreground.value {
      case .color(let color): style.text = palette.paint(color) ?? style.text
      default: break
      }
    }
    if case .name(let name) = node[.multilineTextAlignment],
      let alignment = TextAlignment(keyword: name)
    {
      style.textAlignment = alignment
    }
    if node[.disabled] == .bool(true) { style.text = palette.secondaryLabel }
    return style
  }

  /// The style for the views inside `node`: a button's or a link's label is drawn in the tint
  /// (red for a destructive button), a bordered prominent button's in white.
  func inside(_ node: Node) -> SVGStyle {
    var style = self
    switch node.role {
    case .contentUnavailable:
      style.symbol = palette.secondaryLabel
    case .header, .footer, .labeledValue:
      if !node.hasForeground { style.text = palette.secondaryLabel }
    case .button, .link, .menuLabel:
      guard node[.disabled] != .bool(true), !node.hasForeground else { break }
      if node[.buttonStyle] == .name(.borderedProminent) {
        style.text = "#FFFFFF"
      } else {
        style.text = node[.role] == .name(.destructive) ? palette.red : tint
      }
    default: break
    }
    return style
  }

  /// The node's opacity, when it sets one.
  func opacity(of node: Node) -> Double {
    if case .double(let opacity) = node[.opacity] { return min(1, max(0, opacity)) }
    return 1
  }
}

extension Node {
  /// Whether the node sets its own foreground color.
  fileprivate var hasForeground: Bool {
    self[.foregroundStyle] != nil || self[.foregroundColor] != nil
  }
}
