import VellumCellLayout
import VellumNodes
import VellumValues

/// The screen as VoiceOver reads it: one line per accessibility element in reading order, with
/// its role, label, value, hint and traits, and its frame in cells on the text rendering's
/// screen (`@ column,row width×height`).
///
/// Reading order is the screen's order, except that a container's children with a higher
/// `accessibilitySortPriority` come first. Hidden elements (`accessibilityHidden`, decorative
/// images) are left out; `accessibilityElement(children: .combine)` reads a container as one
/// element labelled by its texts, `.ignore` as one element labelled only by its own label, and
/// `.contain` as its children; a combined element's label is its children's, joined by commas.
/// A navigation stack reads its top screen's bar from the leading edge (leading items, an
/// inline title as a heading, principal and trailing items; a large title after them, as it
/// sits below the bar), then its content, then a bottom bar's items; a section's header is
/// read as a heading, and a `Label` as one element, its title. A tab view reads its selected
/// tab, then its tabs. While
/// something is presented, only the top-most presentation is read, as VoiceOver stays inside
/// a modal.
///
/// ```swift
/// host.render(.accessibility)
/// // 1. heading "Settings" @ 16,0 8×1
/// // 2. switch "Notifications", value "on" @ 0,2 40×1
/// ```
package struct AccessibilityRenderer {
  /// One element read by VoiceOver.
  package struct Element {
    /// What VoiceOver calls it: `button`, `heading`, `switch`, `text field`.
    package var kind: String
    /// Its label.
    package var label: String
    /// Its value: a switch's `on`, a field's text.
    package var value: String? = nil
    /// Its hint.
    package var hint: String? = nil
    /// Its traits beyond its kind: `isSelected`, `notEnabled`.
    package var traits: [String]
    /// The title of the chart it describes for Audio Graphs, when it describes one.
    package var audioGraph: String? = nil
    /// The number of its node in the tree's order (the root 0, each node before its
    /// children), under which the layout logged its rectangle.
    package var key: Int
    /// Whether the element is the top row of that rectangle (a navigation bar's title).
    var isTopRow = false
  }

  /// A renderer; it keeps no state between screens.
  package init() {}

  func render(_ root: Node) -> String {
    var next = 0
    let root = Self.numbered(root, from: &next)
    let log = Self.layOut(root)
    return lines(for: elements(ofNumbered: root), log: log)
  }

  /// The elements VoiceOver reads on `root`'s screen, in reading order: those of the
  /// top-most presentation while one is up.
  ///
  /// ```swift
  /// AccessibilityRenderer().elements(of: host.root).map(\.label)   // ["Settings", …]
  /// ```
  package func elements(of root: Node) -> [Element] {
    var next = 0
    return elements(ofNumbered: Self.numbered(root, from: &next))
  }

  private func elements(ofNumbered root: Node) -> [Element] {
    var elements: [Element] = []
    if let modal = root.presentations.last {
      for child in Self.readingOrder(modal.children) { collect(child, into: &elements) }
    } else {
      for child in Self.readingOrder(root.children) { collect(child, into: &elements) }
    }
    return elements
  }

  private func lines(for elements: [Element], log: GeometryLog) -> String {
    elements.enumerated().map { index, element in
      var line = "\(index + 1). \(element.kind) \(quoted(element.label))"
      if let value = element.value { line += ", value \(quoted(value))" }
      if let hint = element.hint { line += ", hint \(quoted(hint))" }
      if !element.traits.isEmpty { line += ", traits " + element.traits.joined(separator: "+") }
      if let chart = element.audioGraph { line += ", audio graph \(quoted(chart))" }
      if let frame = log.readingFrames[element.key] {
        let height = element.isTopRow ? min(1, frame.height) : frame.height
        line += " @ \(frame.x),\(frame.y) \(frame.width)×\(height)"
      }
      return line + "\n"
    }.joined()
  }

  /// `node` and everything inside it, each numbered with a `readingKey` in tree order.
  static func numbered(_ node: Node, from next: inout Int) -> Node {
    var node = node
    node.attributes.append(Attribute(.readingKey, .int(next)))
    next += 1
    node.children = node.children.map { numbered($0, from: &next) }
    return node
  }

  /// Lays a numbered screen out as the text rendering does, and returns where each numbered
  /// node was drawn and which texts were cut off.
  static func layOut(_ numbered: Node) -> GeometryLog {
    let log = GeometryLog()
    _ = TextRenderer(width: TextRenderer.screenColumns(of: numbered), geometryLog: log)
      .render(numbered)
    return log
  }

  /// The number `numbered` gave `node`.
  static func key(of node: Node) -> Int {
    guard case .int(let key) = node[.readingKey] else { return -1 }
    return key
  }

  /// `nodes` with those of higher sort priority first, keeping screen order among equals.
  static func readingOrder(_ nodes: [Node]) -> [Node] {
    guard nodes.contains(where: { $0[.accessibilitySortPriority] != nil }) else { return nodes }
    return nodes.enumerated().sorted { lhs, rhs in
      let left = priority(lhs.element)
      let right = priority(rhs.element)
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  private static func priority(_ node: Node) -> Double {
    if case .double(let priority) = node[.accessibilitySortPriority] { return priority }
    return 0
  }

  private func collect(_ node: Node, into elements: inout [Element]) {
    if node[.accessibilityHidden] == .bool(true) || node[.decorative] != nil || node.isEmptySymbol
      || node.role.isOutOfFlow
    {
      return
    }
    switch node[.accessibilityElement] {
    case .name(.combine):
      var parts: [Element] = []
      for child in Self.readingOrder(node.children) { collect(child, into: &parts) }
      let label = parts.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
      elements.append(element(node, kind: kind(of: node) ?? "element", label: label))
      return
    case .name(.ignore):
      elements.append(element(node, kind: kind(of: node) ?? "element", label: ""))
      return
    default:
      break
    }
    if let kind = kind(of: node) {
      elements.append(element(node, kind: kind, label: defaultLabel(node)))
      return
    }
    switch node.role {
    case .navigationStack:
      collectBar(of: node, into: &elements)
    case .tabView:
      let selected = node.selectedTabIndex
      if node.children.indices.contains(selected) {
        collect(node.children[selected].tabContent, into: &elements)
      }
      for (index, tab) in node.children.enumerated() {
        guard let item = tab.tabItem else { continue }
        elements.append(
          Element(
            kind: "tab", label: item.visibleText, value: tab.tabBadge,
            traits: index == selected ? ["isSelected"] : [], key: Self.key(of: item)))
      }
    case .header:
      // A section's header is read as a heading (UIKit gives it the header trait).
      var parts: [Element] = []
      for child in Self.readingOrder(node.children) { collect(child, into: &parts) }
      for var part in parts {
        if part.kind == "text" { part.kind = "heading" }
        elements.append(part)
      }
    case .label:
      // A label is one element, read by its title: its icon is not read on its own.
      let title = node.children.filter { $0.role != .image }
      let label = title.map(\.visibleText).filter { !$0.isEmpty }.joined(separator: " ")
      elements.append(element(node, kind: "text", label: label))
    default:
      for child in Self.readingOrder(node.children) { collect(child, into: &elements) }
    }
  }

  /// A navigation stack's top screen as VoiceOver reads it: the bar from the leading edge (its
  /// leading items, an inline title, its principal and trailing items), then a large title,
  /// which sits below the bar, then the screen's content.
  private func collectBar(of stack: Node, into elements: inout [Element]) {
    let screens = stack.children.filter { $0.role == .screen }
    guard let top = screens.last else { return }
    let items = top.toolbarItems
    let isLarge = Node.showsLargeTitles(screens).last ?? false
    let title = top.navigationTitle.map {
      Element(kind: "heading", label: $0, traits: [], key: Self.key(of: stack), isTopRow: true)
    }
    for item in items where item.toolbarSide == .leading { collect(item, into: &elements) }
    // The title, then its menu's chevron.
    func collectTitle() {
      guard let title else { return }
      elements.append(title)
      for item in items where item.toolbarSide == .titleMenu { collect(item, into: &elements) }
    }
    if !isLarge { collectTitle() }
    for item in items where item.toolbarSide == .principal { collect(item, into: &elements) }
    for item in items where item.toolbarSide == .trailing { collect(item, into: &elements) }
    if isLarge { collectTitle() }
    collect(top, into: &elements)
    // A bottom bar's items are read after the content above them.
    let bar: [Keyword] = [.leading, .principal, .trailing, .titleMenu]
    for item in items where !bar.contains(item.toolbarSide) {
      collect(item, into: &elements)
    }
  }

  /// The element for `node` read as `kind`: its own label, value and hint over the defaults.
  private func element(_ node: Node, kind: String, label: String) -> Element {
    var element = Element(
      kind: kind, label: label, value: defaultValue(node), hint: nil, traits: [],
      key: Self.key(of: node))
    if case .string(let label) = node[.accessibilityLabel] { element.label = label }
    if case .string(let value) = node[.accessibilityValue] { element.value = value }
    if case .string(let hint) = node[.accessibilityHint] { element.hint = hint }
    if let chart = node[.accessibilityChartDescriptor] {
      element.audioGraph = chart[field: .title]?.string ?? ""
    }
    var traits = node.accessibilityTraits
    if node[.accessibilityHeading] != nil || traits.contains(.isHeader) {
      element.kind = "heading"
      traits.removeAll { $0 == .isHeader }
    } else if traits.contains(.isButton), element.kind == "text" {
      element.kind = "button"
      traits.removeAll { $0 == .isButton }
    }
    var names = traits.map(\.rawValue)
    if node[.selected] == .bool(true) { names.append("isSelected") }
    if node[.disabled] == .bool(true) { names.append("notEnabled") }
    element.traits = names
    return element
  }

  /// The kind of element VoiceOver reads a node as that is an element by itself, or `nil` for a container.
  private func kind(of node: Node) -> String? {
    switch node.role {
    case .text: "text"
    case .button, .navigationLink, .menu: "button"
    case .link: "link"
    case .image: "image"
    case .toggle: "switch"
    case .textField, .secureField, .searchField, .textEditor: "text field"
    case .slider: "slider"
    case .stepper: "stepper"
    case .picker, .datePicker, .colorPicker, .multiDatePicker: "picker"
    case .progressView, .gauge: "progress"
    case .tableCell, .labeledContent: "text"
    default: nil
    }
  }

  private func defaultLabel(_ node: Node) -> String {
    switch node.role {
    case .image:
      if case .string(let name) = node[.systemName] { return name }
      if case .string(let name) = node[.name] { return name }
      return ""
    case .textField, .secureField, .searchField:
      if case .string(let title) = node[.title] { return title }
      if case .string(let prompt) = node[.prompt] { return prompt }
      return ""
    default:
      return node.visibleText
    }
  }

  private func defaultValue(_ node: Node) -> String? {
    switch node.role {
    case .toggle: node[.isOn] == .bool(true) ? "on" : "off"
    case .textField, .searchField, .textEditor:
      if case .string(let text) = node[.text] { text } else { nil }
    case .secureField:
      if case .string(let text) = node[.text] {
        String(repeating: "•", count: text.count)
      } else {
        nil
      }
    case .slider, .stepper, .progressView, .gauge: node[.value]?.outline()
    case .picker, .datePicker, .multiDatePicker, .colorPicker:
      // A selected text is read as the text, without the quotes an outline puts around it.
      if case .string(let text) = node[.selection] { text } else { node[.selection]?.outline() }
    default: nil
    }
  }

  private func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
