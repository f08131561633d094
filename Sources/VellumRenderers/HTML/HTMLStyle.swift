import VellumCellLayout
import VellumHotPaths
import VellumNodes
import VellumValues

/// The inline CSS of a node: its modifiers (padding, frame, background, foreground, font,
/// clip shape, corner radius, shadow, opacity, border, hidden) and a stack's alignment and
/// spacing, in the order they were applied.
enum HTMLStyle {
  /// Whether `node` has nothing to style, class or describe: no attribute but its text, and a
  /// role that no style comes from by itself (a grid's columns come from its rows). Read in
  /// place, without copying an attribute.
  ///
  /// ```swift
  /// HTMLStyle.isUnstyled(Node(role: .text, attributes: [Attribute(.text, .string("Hi"))]))   // true
  /// ```
  static func isUnstyled(_ node: Node) -> Bool {
    switch node.role {
    case .lazyVGrid, .lazyHGrid, .grid: return false
    default:
      return !node.attributes.elementsInPlace.contains { $0.name != .text }
    }
  }

  static func declarations(for node: Node) -> String {
    var css: [String] = []
    switch node.role {
    case .vStack, .hStack:
      if let spacing = number(node[.spacing]) { css.append("gap:" + CSS.pixels(spacing)) }
      if case .name(let alignment) = node[.alignment] {
        css.append("align-items:" + flexAlignment(alignment))
      }
    case .zStack:
      if case .name(let alignment) = node[.alignment] {
        css.append("place-items:" + placeItems(alignment))
      }
    case .lazyVGrid, .lazyHGrid, .grid:
      css += HTMLGrid.declarations(for: node)
    case .tableCell:
      if case .name(let alignment) = node[.alignment] {
        css.append(
          "text-align:"
            + (alignment == .leading ? "start" : alignment == .trailing ? "end" : "center"))
      }
      if let width = number(node[.width]) { css.append("width:" + CSS.pixels(width)) }
    case .spacer:
      if let length = number(node[.minLength]) { css.append("min-width:" + CSS.pixels(length)) }
    case .color, .linearGradient, .gradient:
      if let paint = CSS.paint(of: node) { css.append("background:" + paint) }
    default:
      break
    }
    var seen: Set<AttributeName> = []
    var effects = Effects()
    for attribute in node.attributes {
      // A text's words are the element's content, never a style: skipping them first saves
      // comparing the name with every styled attribute's (the commonest attribute of all).
      if attribute.name == .text { continue }
      // A drawn shape's fill and stroke are the SVG path's own attributes.
      if node.role == .shape, attribute.name == .fill || attribute.name == .stroke { continue }
      if node.attributes.count > 1, attribute.name.isInheritedTextStyle,
        !seen.insert(attribute.name).inserted
      {
        continue
      }
      if effects.take(attribute) { continue }
      if let declaration = declaration(for: attribute) { css.append(declaration) }
    }
    if !effects.isEmpty { css += effects.declarations }
    // Most nodes have no style at all, and many one declaration: neither is joined.
    switch css.count {
    case 0: return ""
    case 1: return css[0]
    default: return css.joined(separator: ";")
    }
  }

  private static func declaration(for attribute: Attribute) -> String? {
    switch (attribute.name, attribute.value) {
    case (.padding, .insets(let insets)):
      return "padding:"
        + [insets.top, insets.trailing, insets.bottom, insets.leading]
        .map { CSS.pixels(Double($0)) }.joined(separator: " ")
    case (.frame, .fields(let fields)):
      return frame(fields)
    case (.background, let value):
      guard let paint = CSS.paint(value) else { return nil }
      guard case .nodes(let nodes) = value, let radius = nodes.first.flatMap(cornerRadius(of:))
      else {
        return "background:" + paint
      }
      return "background:" + paint + ";border-radius:" + radius
    case (.fill, let value):
      return CSS.paint(value).map { "background:" + $0 }
    case (.stroke, let outline), (.border, let outline):
      guard case .fields = outline else { return nil }
      let width = (outline[field: .lineWidth] ?? outline[field: .width]).flatMap(number) ?? 1
      let color = outline[field: .style].flatMap(CSS.paint) ?? "currentColor"
      return "border:\(CSS.pixels(width)) solid \(color)"
    case (.cornerRadius, let value):
      return number(value).map { "overflow:hidden;border-radius:" + CSS.pixels($0) }
    case (.foregroundColor, let value), (.foregroundStyle, let value):
      return CSS.paint(value).map { "color:" + $0 }
    case (.font, .font(let font)):
      return CSS.font(font)
    case (.bold, .bool(true)):
      return "font-weight:600"
    case (.italic, .bool(true)):
      return "font-style:italic"
    case (.strikethrough, let line):
      return CSS.textLine("line-through", line)
    case (.underline, let line):
      return CSS.textLine("underline", line)
    case (.fontWeight, .name(let name)):
      return Font.Weight.named(name.rawValue).map { "font-weight:\($0.value)" }
    case (.fontDesign, .name(let name)):
      return CSS.family(ofDesign: name).map { "font-family:" + $0 }
    case (.fontWidth, let value):
      return number(value).map { "font-stretch:" + formatNumber(100 + $0 * 100) + "%" }
    case (.lineLimit, let value):
      return lineLimit(value)
    case (.lineSpacing, let value):
      return number(value).map { "line-height:calc(1.2em + " + CSS.pixels($0) + ")" }
    case (.multilineTextAlignment, .name(let name)):
      return "text-align:" + (name == .leading ? "start" : name == .trailing ? "end" : "center")
    case (.textCase, .name(let name)):
      return "text-transform:" + name.rawValue
    case (.kerning, let value), (.tracking, let value):
      return number(value).map { "letter-spacing:" + CSS.pixels($0) }
    case (.baselineOffset, let value):
      return number(value).map { "vertical-align:" + CSS.pixels($0) }
    case (.monospacedDigit, .bool(true)):
      return "font-variant-numeric:tabular-nums"
    case (.textSelection, .bool(let isOn)):
      return "user-select:" + (isOn ? "text" : "none")
    case (.monospaced, .bool(true)):
      return "font-family:ui-monospace,monospace"
    case (.link, .string):
      return "color:var(--accent);text-decoration:underline"
    case (.clipShape, .shape(let shape)):
      return "overflow:hidden;border-radius:" + radius(of: shape)
    case (.shadow, let shadow):
      guard case .fields = shadow else { return nil }
      let value = { (name: AttributeName) in shadow[field: name].flatMap(number) ?? 0 }
      let color = shadow[field: .color].flatMap(CSS.paint) ?? "rgb(0 0 0 / 0.33)"
      return "box-shadow:\(CSS.pixels(value(.x))) \(CSS.pixels(value(.y))) "
        + "\(CSS.pixels(value(.radius))) \(color)"
    case (.opacity, let value):
      return number(value).map { "opacity:" + formatNumber($0) }
    case (.hidden, .bool(true)):
      return "visibility:hidden"
    case (.mask, .nodes(let nodes)):
      if nodes.allSatisfy(\.showsNothing) { return "visibility:hidden" }
      return nodes.count == 1 ? clipPath(of: nodes[0]) : nil
    case (.aspectRatio, let value):
      return value[field: .ratio].flatMap(number).map { "aspect-ratio:" + formatNumber($0) }
    case (.fixedSize, .list(let axes)) where axes.keywords.contains(.horizontal):
      return "white-space:nowrap;flex-shrink:0"
    case (.layoutPriority, let value):
      return number(value).flatMap { $0 > 0 ? "flex-shrink:0" : nil }
    case (.position, let value):
      let x = value[field: .x].flatMap(number) ?? 0
      let y = value[field: .y].flatMap(number) ?? 0
      return "position:absolute;left:\(CSS.pixels(x));top:\(CSS.pixels(y));translate:-50% -50%"
    case (.containerRelativeFrame, let value):
      return relativeFrame(value)
    case (.tint, let value):
      // A color, or a color's gradient by its color: the tint is a color in CSS.
      guard case .color(let color) = value[field: .color] ?? value else { return nil }
      return "--accent:" + CSS.color(color)
    case (.backgroundStyle, let value):
      return CSS.paint(value).map { "--background:" + $0 }
    case (.badge, .string(let badge)):
      let quoted = badge.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ")
      return "--badge:\"" + quoted + "\""
    case (.gridCellColumns, .int(let count)):
      return "grid-column:span \(count)"
    case (.zIndex, let value):
      return number(value).map { "z-index:\(Int($0.rounded()))" }
    case (.clipped, .bool(true)):
      return "overflow:hidden"
    case (.allowsHitTesting, .bool(false)):
      return "pointer-events:none"
    case (.compositingGroup, .bool(true)):
      return "isolation:isolate"
    default:
      return nil
    }
  }

  /// The classes a node's attributes add to its element, each with a leading space: line
  /// limits and redaction, which the stylesheet applies to the text inside.
  static func classes(for node: Node) -> String {
    var classes = ""
    for attribute in node.attributes {
      switch (attribute.name, attribute.value) {
      case (.lineLimit, _) where !classes.contains(" line-limit"): classes += " line-limit"
      case (.redacted, .list(let reasons)):
        for reason in reasons.keywords { classes += " redacted-" + reason.rawValue }
      case (.unredacted, .bool(true)): classes += " unredacted"
      case (.privacySensitive, .bool(true)): classes += " privacy-sensitive"
      case (.badge, .string): classes += " has-badge"
      case (.editActions, .list(let actions)):
        for action in actions.keywords { classes += " edit-" + action.rawValue }
      case (.buttonStyle, .name(let name)), (.labelStyle, .name(let name)),
        (.toggleStyle, .name(let name)), (.pickerStyle, .name(let name)),
        (.listStyle, .name(let name)), (.textFieldStyle, .name(let name)),
        (.progressViewStyle, .name(let name)), (.gaugeStyle, .name(let name)),
        (.menuStyle, .name(let name)), (.controlGroupStyle, .name(let name)),
        (.datePickerStyle, .name(let name)):
        classes += " style-" + kebabCase(name.rawValue)
      case (.controlSize, .name(let name)):
        classes += " control-size-" + kebabCase(name.rawValue)
      case (.buttonBorderShape, .name(let name)):
        classes += " border-shape-" + kebabCase(name.rawValue)
      // An environment's color scheme written on a part of the screen (`.environment(
      // \.colorScheme, .dark)`) paints that part in its palette.
      case (.imageScale, .name(let scale)): classes += " image-scale-" + scale.rawValue
      case (.colorScheme, .name(.dark)): classes += " dark"
      case (.colorScheme, .name(.light)): classes += " light"
      default: break
      }
    }
    return classes
  }

  /// `borderedProminent` → `bordered-prominent`.
  private static func kebabCase(_ name: String) -> String {
    name.reduce(into: "") { result, character in
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
  }

  /// The custom properties the stylesheet's line-limit rule reads: `--lines`, the most lines
  /// shown, and `--min-lines`, the lines whose space is kept.
  private static func lineLimit(_ value: AttributeValue) -> String? {
    switch value {
    case .int(let count): return "--lines:\(count)"
    case .fields:
      var css: [String] = []
      if case .int(let maximum) = value[field: .maximum] { css.append("--lines:\(maximum)") }
      let reserved = value[field: .reservesSpace] == .bool(true) ? .maximum : AttributeName.minimum
      if case .int(let minimum) = value[field: reserved] { css.append("--min-lines:\(minimum)") }
      return css.isEmpty ? nil : css.joined(separator: ";")
    default: return "--lines:none;--min-lines:0"
    }
  }

  private static func frame(_ fields: [Attribute]) -> String {
    var css: [String] = []
    var alignment = Keyword.center
    for field in fields {
      guard let value = number(field.value) else {
        if case .name(let name) = field.value { alignment = name }
        continue
      }
      let property: String
      switch field.name {
      case .width: property = "width"
      case .height: property = "height"
      case .minWidth: property = "min-width"
      case .maxWidth: property = "max-width"
      case .minHeight: property = "min-height"
      case .maxHeight: property = "max-height"
      default: continue
      }
      if value.isInfinite {
        css.append(property.hasSuffix("width") ? "width:100%;flex:1" : "height:100%;flex:1")
      } else {
        css.append(property + ":" + CSS.pixels(value))
      }
    }
    css.append("display:flex;place-items:" + placeItems(alignment))
    return css.joined(separator: ";")
  }

  /// The CSS corner radius of a built-in rounded shape's node (a filled shape behind a view),
  /// or `nil` for any other node.
  private static func cornerRadius(of shape: Node) -> String? {
    switch shape.role {
    case .capsule, .circle, .ellipse: "9999px"
    case .roundedRectangle: number(shape[.cornerRadius]).map(CSS.pixels)
    default: nil
    }
  }

  /// The size of a `containerRelativeFrame`: `span` of `count` parts of the container, with
  /// the spacing between parts.
  private static func relativeFrame(_ value: AttributeValue) -> String {
    func count(_ name: AttributeName) -> Int {
      if case .int(let count)? = value[field: name] { return count }
      return 1
    }
    let spacing = value[field: .spacing].flatMap(number) ?? 0
    let (parts, span) = (count(.count), count(.span))
    let length =
      parts == 1 && span == 1
      ? "100%"
      : "calc((100% - \(CSS.pixels(spacing * Double(parts - 1)))) * \(span) / \(parts) + "
        + "\(CSS.pixels(spacing * Double(span - 1))))"
    switch value[field: .axes] {
    case .name(.vertical): return "height:" + length
    case .name(.both): return "width:" + length + ";height:" + length
    default: return "width:" + length
    }
  }

  /// The CSS `clip-path` of a built-in shape used as a mask, or `nil` for any other view.
  private static func clipPath(of shape: Node) -> String? {
    switch shape.role {
    case .circle: "clip-path:circle(50%)"
    case .ellipse: "clip-path:ellipse(50% 50%)"
    case .capsule, .roundedRectangle:
      cornerRadius(of: shape).map { "clip-path:inset(0 round \($0))" }
    case .rectangle: "clip-path:inset(0)"
    default: nil
    }
  }

  private static func radius(of shape: Node) -> String {
    switch shape.role {
    case .capsule, .circle, .ellipse: "9999px"
    case .roundedRectangle: cornerRadius(of: shape) ?? "0"
    default: "0"
    }
  }

  /// `align-items` for a stack alignment.
  static func flexAlignment(_ name: Keyword) -> String {
    switch name {
    case .leading, .top, .firstTextBaseline: "flex-start"
    case .trailing, .bottom, .lastTextBaseline: "flex-end"
    default: "center"
    }
  }

  /// `place-items` for an `Alignment` (`topLeading`, `center`, …).
  static func placeItems(_ name: Keyword) -> String {
    guard let alignment = Alignment(keyword: name) else { return "center center" }
    let vertical =
      alignment.vertical == .top ? "start" : alignment.vertical == .bottom ? "end" : "center"
    let horizontal =
      alignment.horizontal == .leading
      ? "start" : alignment.horizontal == .trailing ? "end" : "center"
    return vertical + " " + horizontal
  }

  static func number(_ value: AttributeValue?) -> Double? {
    switch value {
    case .double(let double): double
    case .int(let int): Double(int)
    default: nil
    }
  }
}
