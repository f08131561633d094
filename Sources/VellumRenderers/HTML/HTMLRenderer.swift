import VellumCellLayout
import VellumHotPaths
import VellumLayout
import VellumNodes
import VellumValues

/// Renders a node tree as semantic HTML: stacks as flex containers, text as text (headings for
/// title fonts), controls as their HTML controls, lists as grouped lists, modifiers as inline
/// CSS. Every text and attribute value is escaped; attributes come in a fixed order (`class`,
/// the element's own, `aria-label`, `data-id`, `data-tag`, `style`), so output is byte-identical
/// across runs.
///
/// ```swift
/// HTMLRenderer().fragment(host.root)
/// ```
package struct HTMLRenderer {
  /// About how many bytes a node's markup takes in a long document: a document's buffer is
  /// allocated at this many bytes a node, so a long list (some 34 bytes a node for rows of a
  /// text, a spacer and a button) is written into memory allocated once, not grown a dozen
  /// times into fresh pages. A small screen with more styles (the gallery's take 48–67 bytes a
  /// node, half of them) doubles it once.
  static let bytesPerNode = 40

  /// Where the point layout placed the nodes, when the elements are to stand at their frames;
  /// `nil` to leave the layout to CSS.
  let frames: HTMLFrames?

  /// A renderer that leaves the layout to CSS; it keeps no state between documents.
  package init() {
    frames = nil
  }

  /// A renderer that places each element of a view the point layout placed at its frame, for
  /// one document: `frames` walks the layout of the root written.
  ///
  /// ```swift
  /// HTMLRenderer(frames: HTMLFrames(PointLayout(screen: screen).layout(root))).fragment(root)
  /// ```
  package init(frames: HTMLFrames) {
    self.frames = frames
  }

  /// A renderer that places each element of `root`'s screen at the frame the point layout
  /// gives it on the screen's device, for one document of `root`.
  ///
  /// ```swift
  /// HTMLRenderer(placing: host.root).fragment(host.root)
  /// ```
  package init(placing root: Node) {
    let layout = PointLayout(screen: Screen(of: root))
    self.init(frames: HTMLFrames(layout.layout(root), layout: layout))
  }

  /// The screen's content, for snapshots; `survey` is what was found of `root`'s tree before,
  /// if anything (otherwise the tree is surveyed here).
  package func fragment(_ root: Node, survey: TreeSurvey? = nil) -> String {
    let survey = survey ?? TreeSurvey(of: root)
    var html = HTMLBuffer(capacity: survey.nodeCount * Self.bytesPerNode)
    let variant = screenVariant(root)
    guard !variant.isEmpty else {
      writeScreen(root, presentations: survey.presentations, into: &html)
      return html.string
    }
    html.append("<div")
    writeScreenAttributes(variant, className: "screen-variant", into: &html)
    html.append(">")
    writeScreen(root, presentations: survey.presentations, into: &html)
    html.append("</div>")
    return html.string
  }

  /// What the host's variant changes on the screen's element: a dark appearance, a
  /// right-to-left direction, a device width, a text size.
  private func screenVariant(_ root: Node) -> ScreenVariant {
    var style: [String] = []
    if case .double(let width) = root[.screenWidth] {
      style.append("max-width:" + CSS.pixels(width))
    }
    if case .double(let scale) = root[.textScale] {
      style.append("font-size:" + CSS.pixels((17 * scale * 10).rounded() / 10))
    }
    // A preview at its own size, or at a fixed one (`previewLayout`).
    switch root[.previewLayout] {
    case .name(.sizeThatFits)?:
      style.append("width:fit-content;min-height:0")
    case .list(let size)?:
      if size.count == 2, case .double(let width) = size[0], case .double(let height) = size[1] {
        style.append(
          "width:" + CSS.pixels(width) + ";height:" + CSS.pixels(height) + ";min-height:0")
      }
    default: break
    }
    // An app's `preferredColorScheme`, nearest the root, wins over the host's scheme, as it
    // does over the system's.
    let scheme = root[.preferredColorScheme] ?? root[.colorScheme]
    return ScreenVariant(
      classes: scheme == .name(.dark) ? " dark" : "",
      dir: root[.layoutDirection] == .name(.rightToLeft) ? "rtl" : nil,
      style: style.joined(separator: ";"))
  }

  private func writeScreenAttributes(
    _ variant: ScreenVariant, className: String, into html: inout HTMLBuffer
  ) {
    html.attribute("class", className + variant.classes)
    if let dir = variant.dir { html.attribute("dir", dir) }
    if !variant.style.isEmpty { html.attribute("style", variant.style) }
  }

  /// A standalone page with the stylesheet embedded, no script and nothing fetched; `survey`
  /// as for ``fragment(_:survey:)``. A renderer that places elements at their frames writes
  /// the screen at its device's size.
  func page(_ root: Node, title: String, survey: TreeSurvey? = nil) -> String {
    let survey = survey ?? TreeSurvey(of: root)
    var html = HTMLBuffer(
      capacity: 1024 + Stylesheet.standalone.utf8.count + survey.nodeCount * Self.bytesPerNode)
    html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
    html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    html.append("<title>")
    html.appendEscaped(title)
    html.append("</title><style>")
    html.appendMarkup(Stylesheet.standalone)
    html.append("</style></head><body><main")
    let variant = screenVariant(root)
    if frames != nil {
      // The screen at its device's size, as the layout placed the elements on it.
      let size = Screen(of: root).size
      let device = "width:" + CSS.pixels(size.width) + ";height:" + CSS.pixels(size.height)
      writeScreenAttributes(
        ScreenVariant(
          classes: variant.classes, dir: variant.dir,
          style: variant.style.isEmpty ? device : variant.style + ";" + device),
        className: "screen framed", into: &html)
    } else {
      writeScreenAttributes(variant, className: "screen", into: &html)
    }
    html.append(">")
    writeScreen(root, presentations: survey.presentations, into: &html)
    html.append("</main></body></html>\n")
    return html.string
  }

  /// Writes the screen, then each presentation over it (`root.presentations`): a backdrop and
  /// a `<dialog open>`.
  func writeScreen(_ root: Node, presentations: [Node], into html: inout HTMLBuffer) {
    for child in root.children { write(child, into: &html) }
    for presentation in presentations {
      html.append("<div class=\"backdrop\"></div>")
      let kind = presentation.role.rawValue.lowercased()
      // A sheet's card at the frame the layout gives it, its views at theirs inside it.
      frames?.enterPresentation(presentation)
      defer { frames?.leave() }
      open(
        "dialog", HTMLClassName(showsDragIndicator(presentation) ? kind + " grabber" : kind),
        presentation,
        extra: { $0.append(" open") }, style: sheetHeight(of: presentation), into: &html)
      if case .string(let title) = presentation[.title] {
        html.append("<h2 class=\"dialog-title\">")
        html.appendEscaped(title)
        html.append("</h2>")
      }
      for child in presentation.children {
        if child.role == .message {
          guard !child.children.isEmpty else { continue }
          html.append("<div class=\"message\">")
          writeChildren(child, into: &html)
          html.append("</div>")
        } else {
          write(child, into: &html)
        }
      }
      html.append("</dialog>")
    }
  }

  /// Writes one node and everything inside it. A node with an overlay, or with a background
  /// that is a view rather than a color, is wrapped so the layer can sit over or under it.
  func write(_ node: Node, into html: inout HTMLBuffer) {
    if let frames {
      frames.enter(node)
      defer { frames.leave() }
      if !writeInModifierBoxes(node, frames: frames, into: &html) { writeNode(node, into: &html) }
    } else {
      writeNode(node, into: &html)
    }
  }

  func writeNode(_ node: Node, into html: inout HTMLBuffer) {
    // Most nodes draw all their children in place: they are written as they are, not copied.
    if node.hasChildrenOutOfFlow {
      writeInFlow(node.inFlow, into: &html)
    } else {
      writeInFlow(node, into: &html)
    }
  }

  func writeElement(_ node: Node, into html: inout HTMLBuffer) {
    // Roles are compared one case after another, so the commonest come first: stacks and
    // spacers, which are plain containers, and texts and buttons.
    switch node.role {
    case .hStack, .vStack, .zStack, .spacer: writeContainer(node, into: &html)
    case .text: writeText(node, into: &html)
    case .button: writeButton(node, into: &html)
    case .toggle: writeToggle(node, into: &html)
    case .textField, .secureField, .searchField: writeField(node, into: &html)
    case .image: writeImage(node, into: &html)
    case .shape: writeShape(node, into: &html)
    case .divider: open("hr", "divider", node, into: &html)
    case .list, .form: ListHTML(renderer: self).write(node, into: &html)
    case .navigationStack: writeNavigation(node, into: &html)
    case .tabView: writeTabs(node, into: &html)
    case .navigationSplitView: writeSplit(node, into: &html)
    case .navigationLink:
      open("div", "navigation-link", node, extra: { $0.attribute("role", "link") }, into: &html)
      writeChildren(node, into: &html)
      // Placed, a link's chevron is its list row's, at the row's end (`ListHTML`); a link
      // outside a list has none, as in SwiftUI.
      html.append(frames == nil ? "<span class=\"chevron\">›</span></div>" : "</div>")
    case .progressView: writeProgress(node, into: &html)
    case .geometryReader: writeGeometryReader(node, into: &html)
    case .canvas: writeCanvas(node, into: &html)
    case .customLayout: writeCustomLayout(node, into: &html)
    case .viewThatFits:
      // The browser lays the page out after it is written, so the page shows the view the
      // graph's measurement of the screen chose (the first before any measurement).
      open("div", "view-that-fits", node, into: &html)
      var index = 0
      if case .int(let chosen) = node[.chosen], node.children.indices.contains(chosen) {
        index = chosen
      }
      if node.children.indices.contains(index) { write(node.children[index], into: &html) }
      html.append("</div>")
    case .slider: writeSlider(node, into: &html)
    case .stepper: writeStepper(node, into: &html)
    case .picker: writePicker(node, into: &html)
    case .error:
      open("div", "error", node, extra: { $0.attribute("role", "alert") }, into: &html)
      html.appendEscaped(string(node[.message]) ?? "")
      html.append("</div>")
    default:
      if writeGroupingControl(node, into: &html) { return }
      writeContainer(node, into: &html)
    }
  }

  /// Writes `node` as a `div` of its role's class around its children.
  private func writeContainer(_ node: Node, into html: inout HTMLBuffer) {
    open("div", className(for: node.role), node, into: &html)
    writeChildren(node, into: &html)
    html.append("</div>")
  }

  /// Writes `node`'s children in order, each read where the array keeps it (a `for … in`
  /// would copy, retain and release every child).
  func writeChildren(_ node: Node, into html: inout HTMLBuffer) {
    let children = node.children.elementsInPlace
    for index in children.indices { write(children, at: index, into: &html) }
  }

  /// Writes `nodes[index]` where `nodes` keeps it, not a copy of it (see
  /// `ElementsInPlace.withElement(at:_:)`).
  func write(_ nodes: ElementsInPlace<Node>, at index: Int, into html: inout HTMLBuffer) {
    nodes.withElement(at: index) { write($0, into: &html) }
  }

  /// Writes `<tag class="…"` + the element's own attributes + the common ones + `>`.
  func open(
    _ tag: StaticString, _ className: HTMLClassName, _ node: Node,
    extra: (inout HTMLBuffer) -> Void = { _ in }, style extraStyle: String? = nil,
    into html: inout HTMLBuffer
  ) {
    html.append("<")
    html.append(tag)
    // The class is written in its parts, not joined first: most nodes add no class of their
    // own to their kind's.
    html.append(" class=\"")
    html.appendClass(className)
    // Placed at its frame, after the node's own declarations, so none of them moves it.
    let placedFrame = frames?.takePendingFrame()
    if placedFrame != nil { html.append(" at-frame") }

    // Most nodes carry no attribute but their text: nothing of theirs adds a class, an ARIA
    // attribute or a style, and none of them is looked for.
    let isPlain = HTMLStyle.isUnstyled(node)
    if !isPlain {
      let classes = HTMLStyle.classes(for: node)
      if !classes.isEmpty { html.appendEscaped(classes) }
    }
    html.append("\"")
    extra(&html)
    var style = ""
    if isPlain {
      // No string is made for a plain node's declarations: there are none.
      style = extraStyle ?? ""
    } else {
      writeDescription(of: node, into: &html)
      style = HTMLStyle.declarations(for: node)
      if let extraStyle { style = style.isEmpty ? extraStyle : extraStyle + ";" + style }
    }
    if let frames, let placedFrame {
      frames.writeStyle(style, at: placedFrame, into: &html)
    } else if !style.isEmpty {
      html.attribute("style", style)
    }
    html.append(">")
  }

  /// Ends the `class` attribute of an element whose markup this renderer writes itself (a
  /// bar, a wrapper): in a placed page with `frame`, with the class `at-frame` and the
  /// element's position after it; else as it is.
  ///
  /// ```swift
  /// html.append("<nav class=\"tab-bar")
  /// closeClass(placedAt: frames?.frame(of: .tabBar), into: &html)
  /// ```
  func closeClass(placedAt frame: Rect?, into html: inout HTMLBuffer) {
    guard let frames, let frame else { return html.append("\"") }
    html.append(" at-frame\"")
    frames.writeStyle(at: frame, into: &html)
  }

  /// Writes what describes `node` to assistive technology and to tests: its label, its
  /// accessibility details, its identifier and its tag.
  private func writeDescription(of node: Node, into html: inout HTMLBuffer) {
    if let label = string(node[.accessibilityLabel]) { html.attribute("aria-label", label) }
    HTMLAccessibility.write(node, into: &html)
    if let identifier = string(node[.accessibilityIdentifier]) {
      html.attribute("data-id", identifier)
    }
    if let tag = node[.tag] { html.attribute("data-tag", tag.outline()) }
    if let reference = string(node[.controlReference]) { html.attribute("data-ref", reference) }
    // A direction written on a part of the screen lays that part out in it.
    switch node[.layoutDirection] {
    case .name(.rightToLeft)?: html.attribute("dir", "rtl")
    case .name(.leftToRight)?: html.attribute("dir", "ltr")
    default: break
    }
  }

  func string(_ value: AttributeValue?) -> String? {
    if case .string(let string) = value { return string }
    return nil
  }

  private func className(for role: Role) -> HTMLClassName {
    switch role {
    case .vStack: "vstack"
    case .hStack: "hstack"
    case .zStack: "zstack"
    case .label: "label"
    case .spacer: "spacer"
    case .scrollView: "scroll-view"
    case .color: "color"
    case .linearGradient: "gradient"
    default: HTMLClassName(role.rawValue.lowercased())
    }
  }
}

/// What a host's variant puts on the screen's element.
private struct ScreenVariant {
  let classes: String
  let dir: String?
  let style: String

  var isEmpty: Bool { classes.isEmpty && dir == nil && style.isEmpty }
}
