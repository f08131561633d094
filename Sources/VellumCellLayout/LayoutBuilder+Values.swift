import VellumNodes
import VellumValues

extension LayoutBuilder {
  func string(_ value: AttributeValue?) -> String? { value?.string }

  func number(_ value: AttributeValue?) -> Double? { value?.number }

  func spacing(_ node: Node, _ axis: Axis) -> Int? {
    number(node[.spacing]).map { axis == .horizontal ? Cells.columns($0) : Cells.rows($0) }
  }

  func horizontalAlignment(_ node: Node) -> HorizontalAlignment {
    switch node[.alignment] {
    case .name(.leading): isRightToLeft ? .trailing : .leading
    case .name(.trailing): isRightToLeft ? .leading : .trailing
    default: .center
    }
  }

  /// A control's label: its children other than the parts it draws itself (a picker's
  /// options, labeled content's value), or `nil` when `labelsHidden()` hides it.
  func controlLabel(_ node: Node, style: InheritedTextStyle) -> LayoutBox? {
    guard node[.labelsHidden] != .bool(true) else { return nil }
    return inline(
      node.children.filter { child in
        switch child.role {
        case .options, .labeledValue, .minimumValueLabel, .maximumValueLabel: false
        default: true
        }
      }, style: style)
  }

  /// A control's row: its label, then its value at the far edge (mirrored right to left, with
  /// chevrons pointing the other way).
  func rowControl(label: LayoutBox?, value: String) -> LayoutBox {
    guard let label else { return TextBox(value) }
    guard isRightToLeft else { return RowControlBox(label: label, value: value) }
    return RowControlBox(
      label: label, value: value.replacingOccurrences(of: "›", with: "‹"), isMirrored: true)
  }

  func verticalAlignment(_ node: Node) -> VerticalAlignment {
    switch node[.alignment] {
    case .name(.top), .name(.firstTextBaseline): .top
    case .name(.bottom), .name(.lastTextBaseline): .bottom
    default: .center
    }
  }

  /// An `Alignment` from its recorded name (`topLeading`, `leading`, `center`, …).
  func alignment(_ value: AttributeValue?) -> Alignment? {
    guard case .name(let name) = value, var alignment = Alignment(keyword: name) else { return nil }
    if isRightToLeft, alignment.horizontal != .center {
      alignment.horizontal = alignment.horizontal == .leading ? .trailing : .leading
    }
    return alignment
  }

  /// `! ` for a destructive button, `× ` for a cancel button, a space otherwise.
  func rolePrefix(_ node: Node) -> String {
    switch node[.role] {
    case .name(.destructive): "! "
    case .name(.cancel): "× "
    default: " "
    }
  }

  func disabledSuffix(_ node: Node) -> String {
    node[.disabled] == .bool(true) ? " (disabled)" : ""
  }

  /// A text's characters: its `text`, or, when images are among its spans, each span's text or
  /// the image's glyph in turn.
  func textContent(_ node: Node) -> String {
    guard node.children.contains(where: \.isImageSpan) else { return string(node[.text]) ?? "" }
    return node.children.map { $0.isImageSpan ? symbolText($0) : string($0[.text]) ?? "" }
      .joined()
  }

  func symbolText(_ node: Node) -> String {
    guard let name = string(node[.systemName]) else {
      return "[" + (string(node[.name]) ?? string(node[.decorative]) ?? "image") + "]"
    }
    guard case .name(let variant) = node[.symbolVariant] else {
      return SymbolCatalog.glyph(for: name, variant: nil)
    }
    return SymbolCatalog.glyph(for: name, variant: variant.rawValue)
  }

  /// A slider's value labels around its track: `◁ [━━━●──────] 3 ◅`.
  func sliderWithEnds(_ node: Node) -> String {
    func end(_ role: Role) -> String? {
      let views = node.children.first { $0.role == role }?.children ?? []
      let text = views.map { $0.role == .image ? symbolText($0) : $0.visibleText }.joined()
      return text.isEmpty ? nil : text
    }
    return [end(.minimumValueLabel), sliderText(node), end(.maximumValueLabel)]
      .compactMap { $0 }.joined(separator: " ")
  }

  /// A slider's track with its knob where the value sits, then the value: `[━━━●──────] 3`.
  func sliderText(_ node: Node) -> String {
    let value = number(node[.value]) ?? 0
    let low = number(node[.minimum]) ?? 0
    let high = number(node[.maximum]) ?? 1
    let fraction = high > low ? min(1, max(0, (value - low) / (high - low))) : 0
    let knob = Int((fraction * 9).rounded())
    return "[" + String(repeating: "━", count: knob) + "●"
      + String(repeating: "─", count: 9 - knob) + "] " + formatNumber(value)
  }

  /// The text of the picker option whose tag is the selection.
  func pickedText(_ node: Node) -> String {
    node.pickedOptionText ?? (node[.selection] ?? .string("")).outline()
  }

  /// A field's content, masked when secure, its placeholder in parentheses when empty, and a
  /// cursor when focused.
  func fieldText(_ node: Node) -> String {
    let cursor = node[.focused] == .bool(true) ? "|" : ""
    guard let text = string(node[.text]), !text.isEmpty else {
      let placeholder = string(node[.prompt]) ?? string(node[.title]) ?? ""
      return cursor + "(" + ControlCharacters.onOneLine(placeholder) + ")"
    }
    let shown =
      node.role == .secureField
      ? String(repeating: "•", count: text.count) : ControlCharacters.onOneLine(text)
    return shown + cursor
  }
}

extension [Node] {
  /// The nodes in the order they are drawn, back to front: by `zIndex` (0 when unset), and in
  /// their order where it is equal.
  var inDrawingOrder: [Node] {
    guard contains(where: { $0[.zIndex] != nil }) else { return self }
    return enumerated().sorted { lhs, rhs in
      let left = lhs.element.zIndex
      let right = rhs.element.zIndex
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }
}

extension Node {
  fileprivate var zIndex: Double {
    if case .double(let value) = self[.zIndex] { return value }
    return 0
  }

  /// Whether the node, used as a mask, lets nothing through: clear, fully transparent or
  /// hidden.
  package var showsNothing: Bool {
    if role == .color, self[.color] == .color(.clear) { return true }
    return self[.opacity] == .double(0) || self[.hidden] == .bool(true)
  }
}
