import VellumNodes
import VellumValues

/// Turns a node tree into layout boxes: each role gets its box, and each layout attribute
/// (`padding`, `frame`, `background`, `overlay`, `border`, `hidden`, `opacity(0)`) wraps it in
/// the order the modifiers were applied. Text attributes (fonts, line limits, case, redaction)
/// pass down to the text inside as an ``InheritedTextStyle``, as SwiftUI's environment does.
package struct LayoutBuilder {
  /// Where the accessibility rendering reads the cells each element was drawn in.
  var geometryLog: GeometryLog?
  /// Whether the screen is laid out right to left: stacks, alignments, padding edges, row
  /// controls and chevrons mirror, and each text still reads left to right.
  var isRightToLeft = false
  /// The spacers of no minimum length and the dividers, one of each an axis: they keep
  /// nothing of their own (their sizes are not cached), so one stands for all of the screen's
  /// (a list's rows have a spacer each and a divider between every two).
  private let spacers = (
    horizontal: SpacerBox(axis: .horizontal, minimum: 0),
    vertical: SpacerBox(axis: .vertical, minimum: 0)
  )
  private let dividers = (
    horizontal: DividerBox(axis: .horizontal), vertical: DividerBox(axis: .vertical)
  )
  /// The box of the last button laid out, drawn again for an equal button (a list's rows').
  private let repeatedBoxes = RepeatedBoxes()

  package init(geometryLog: GeometryLog? = nil, isRightToLeft: Bool = false) {
    self.geometryLog = geometryLog
    self.isRightToLeft = isRightToLeft
  }

  /// The divider across a stack along `axis`: a line across a vertical stack, down a
  /// horizontal one.
  func divider(along axis: Axis) -> DividerBox {
    axis == .horizontal ? dividers.horizontal : dividers.vertical
  }

  /// The box for `node` inside a stack along `axis`.
  package func box(
    for node: Node, along axis: Axis = .vertical, style: InheritedTextStyle = InheritedTextStyle()
  )
    -> LayoutBox
  {
    // Most nodes draw all their children in place: they are laid out as they are, not copied.
    if node.hasChildrenOutOfFlow { return inFlowBox(for: node.inFlow, along: axis, style: style) }
    guard node.role == .button else { return inFlowBox(for: node, along: axis, style: style) }
    if let box = repeatedBoxes.box(for: node, along: axis, style: style) { return box }
    let box = inFlowBox(for: node, along: axis, style: style)
    repeatedBoxes.keep(box, for: node, along: axis, style: style)
    return box
  }

  /// The box for `node`, whose children are all drawn in place.
  private func inFlowBox(for node: Node, along axis: Axis, style: InheritedTextStyle)
    -> LayoutBox
  {
    guard InheritedTextStyle.isChanged(by: node.attributes) else {
      return inFlowBox(for: node, along: axis, ownStyle: style)
    }
    var style = style
    style.apply(node.attributes)
    return inFlowBox(for: node, along: axis, ownStyle: style)
  }

  /// The box for `node`, whose children are all drawn in place, in `style`, which already
  /// takes the node's own attributes in.
  private func inFlowBox(for node: Node, along axis: Axis, ownStyle style: InheritedTextStyle)
    -> LayoutBox
  {
    var box = base(for: node, along: axis, style: style)
    var layerAlignment = Alignment.center
    for attribute in node.attributes {
      if attribute.name == .backgroundAlignment || attribute.name == .overlayAlignment
        || attribute.name == .maskAlignment || attribute.name == .listRowBackgroundAlignment
      {
        layerAlignment = alignment(attribute.value) ?? .center
        continue
      }
      box = wrap(
        box, of: node, in: attribute, layerAlignment: layerAlignment, style: style)
      layerAlignment = .center
    }
    if let geometryLog, case .int(let key) = node[.readingKey] {
      return LoggedBox(child: box) { geometryLog.readingFrames[key] = $0 }
    }
    return box
  }

  private func base(for node: Node, along axis: Axis, style: InheritedTextStyle) -> LayoutBox {
    switch node.role {
    case .text:
      let text = TextBox(
        style.shown(textContent(node)), layout: style.layout)
      if let geometryLog, case .int(let key) = node[.readingKey] {
        text.onCut = { geometryLog.cutTexts.insert(key) }
      }
      return text
    case .button:
      let (open, close) =
        switch node[.buttonStyle] {
        case .name(.bordered): ("(", " )")
        case .name(.borderedProminent): ("[[", " ]]")
        default: ("[", " ]")
        }
      return DecoratedBox(
        prefix: open + rolePrefix(node), suffix: close + disabledSuffix(node),
        child: inline(node.children, style: style))
    case .label:
      return inline(node.children, style: style)
    case .image:
      return TextBox(symbolText(node))
    case .vStack, .header, .footer, .section:
      return StackBox(
        axis: .vertical, spacing: spacing(node, .vertical) ?? 0,
        alignment: Alignment(horizontal: horizontalAlignment(node), vertical: .center),
        children: boxes(for: node.children, along: .vertical, style: style))
    case .hStack:
      return StackBox(
        axis: .horizontal, spacing: spacing(node, .horizontal) ?? 1,
        alignment: Alignment(horizontal: .center, vertical: verticalAlignment(node)),
        children: boxes(
          for: node.children, along: .horizontal, style: style, reversed: isRightToLeft))
    case .zStack:
      return ZStackBox(
        alignment: alignment(node[.alignment]) ?? .center,
        children: node.children.inDrawingOrder.map { box(for: $0, style: style) })
    case .lazyVGrid:
      return lazyVGridBox(for: node, style: style)
    case .lazyHGrid:
      return lazyHGridBox(for: node, style: style)
    case .grid:
      return gridBox(for: node, style: style)
    case .table:
      return tableBox(for: node, style: style)
    case .geometryReader:
      return GeometryReaderBox(children: node.children.map { box(for: $0, style: style) })
    case .canvas:
      return canvasBox(for: node)
    case .customLayout:
      return customLayoutBox(for: node, style: style)
    case .progressView:
      return progressBox(for: node, style: style)
    case .viewThatFits:
      return FirstFittingBox(
        horizontal: node[.axes] != .name(.vertical), vertical: node[.axes] != .name(.horizontal),
        candidates: node.children.map { box(for: $0, along: axis, style: style) })
    case .spacer:
      let minimum = number(node[.minLength]).map(axis == .horizontal ? Cells.columns : Cells.rows)
      guard let minimum, minimum != 0 else {
        return axis == .horizontal ? spacers.horizontal : spacers.vertical
      }
      return SpacerBox(axis: axis, minimum: minimum)
    case .divider:
      return divider(along: axis)
    case .toggle where node[.toggleStyle] == .name(.button):
      return DecoratedBox(
        prefix: node[.isOn] == .bool(true) ? "[✓ " : "[ ", suffix: " ]" + disabledSuffix(node),
        child: inline(node.children, style: style))
    case .toggle where node[.toggleStyle] == .name(.checkbox):
      return DecoratedBox(
        prefix: node[.isOn] == .bool(true) ? "[x] " : "[ ] ", suffix: disabledSuffix(node),
        child: inline(node.children, style: style))
    case .toggle:
      return rowControl(
        label: controlLabel(node, style: style),
        value: (node[.isOn] == .bool(true) ? "[on]" : "[off]") + disabledSuffix(node))
    case .slider:
      return rowControl(
        label: controlLabel(node, style: style),
        value: sliderWithEnds(node) + disabledSuffix(node))
    case .stepper:
      // Right to left the control is mirrored as the HTML mirrors it: the increment button on
      // the left, the value beside the label.
      let buttons = isRightToLeft ? "[+|−]" : "[−|+]"
      let control =
        node.stepperValueToShow.map { isRightToLeft ? buttons + " " + $0 : $0 + " " + buttons }
        ?? buttons
      return rowControl(
        label: controlLabel(node, style: style), value: control + disabledSuffix(node))
    case .picker:
      return pickerBox(for: node, style: style)
    case .searchField where !node.children.isEmpty:
      let tokens = node.children.map { "⟨" + $0.visibleText + "⟩" }.joined(separator: " ")
      let text = string(node[.text]) ?? ""
      return FieldBox(
        content: "⌕ " + tokens + (text.isEmpty ? "" : " " + fieldText(node)) + disabledSuffix(node),
        isBordered: true, isRightToLeft: isRightToLeft)
    case .textField, .secureField, .searchField:
      return FieldBox(
        content: (node.role == .searchField ? "⌕ " : "") + fieldText(node) + disabledSuffix(node),
        isBordered: node[.textFieldStyle] != .name(.plain), isRightToLeft: isRightToLeft)
    case .list, .form:
      return ListBuilder(builder: self, style: style).box(for: node)
    case .navigationStack:
      return navigationBox(for: node, style: style)
    case .tabView:
      return tabBox(for: node, style: style)
    case .navigationSplitView:
      return splitBox(for: node, style: style)
    case .navigationLink:
      // A link row's badge stands before its chevron, as iOS draws them: `(3) ›`.
      let badge = string(node[.badge]).map { "(\($0)) " } ?? ""
      return rowControl(
        label: inline(node.children, style: style), value: badge + "›" + disabledSuffix(node))
    case .screen:
      return StackBox(
        axis: .vertical, spacing: 0, alignment: .center,
        children: node.children.map { box(for: $0, style: style) })
    case .scrollView:
      let axis: Axis = node[.axes] == .name(.horizontal) ? .horizontal : .vertical
      return StackBox(
        axis: axis, spacing: 0, alignment: .topLeading,
        children: node.children.map { box(for: $0, along: axis, style: style) })
    case .error:
      return TextBox("! " + (string(node[.message]) ?? "error"))
    case .color, .linearGradient, .gradient, .capsule, .circle, .rectangle, .roundedRectangle,
      .ellipse:
      return FillBox()
    case .shape:
      return BorderBox(child: FillBox())
    default:
      if let control = controlBox(for: node, style: style) { return control }
      return StackBox(
        axis: .vertical, spacing: 0, alignment: .topLeading,
        children: node.children.map { box(for: $0, style: style) })
    }
  }

  /// Children on one line, a cell apart (a button's or a label's content).
  func inline(_ nodes: [Node], style: InheritedTextStyle) -> LayoutBox {
    if nodes.count == 1 {
      return nodes.elementsInPlace.withElement(at: 0) {
        box(for: $0, along: .horizontal, style: style)
      }
    }
    return StackBox(
      axis: .horizontal, spacing: 1, alignment: .center,
      children: boxes(for: nodes, along: .horizontal, style: style))
  }

  /// The boxes of `nodes` in order (or last first when `reversed`), each made from the node
  /// where the array keeps it: mapping the array would copy every node, a retain and a release
  /// of each of its arrays (see `ElementsInPlace.withElement(at:_:)`).
  func boxes(
    for nodes: [Node], along axis: Axis = .vertical, style: InheritedTextStyle,
    reversed: Bool = false
  ) -> [LayoutBox] {
    let nodes = nodes.elementsInPlace
    var boxes: [LayoutBox] = []
    boxes.reserveCapacity(nodes.count)
    for offset in nodes.indices {
      let index = reversed ? nodes.count - 1 - offset : offset
      boxes.append(nodes.withElement(at: index) { box(for: $0, along: axis, style: style) })
    }
    return boxes
  }

  /// `box` inside the layout an attribute asks for; `layerAlignment` places a background or
  /// overlay (its alignment is recorded just before it).
  private func wrap(
    _ box: LayoutBox, of node: Node, in attribute: Attribute, layerAlignment: Alignment,
    style: InheritedTextStyle
  ) -> LayoutBox {
    switch (attribute.name, attribute.value) {
    case (.padding, .insets(let insets)):
      let (leading, trailing) =
        isRightToLeft
        ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
      return PaddingBox(
        top: Cells.padding(insets.top), leading: Cells.padding(leading),
        bottom: Cells.padding(insets.bottom), trailing: Cells.padding(trailing),
        child: box)
    case (.frame, .fields(let fields)):
      return frame(box, fields)
    case (.background, .nodes(let nodes)), (.overlay, .nodes(let nodes)):
      let layer = ZStackBox(
        alignment: .center, children: nodes.map { self.box(for: $0, style: style) })
      return LayerBox(
        content: box, layer: layer, alignment: layerAlignment,
        isInFront: attribute.name == .overlay,
        fillsScreen: node.role == .list || node.role == .form || node.role == .scrollView)
    case (.border, _):
      return BorderBox(child: box)
    case (.offset, .fields):
      let offset = attribute.value
      func cells(_ name: AttributeName, step: Double) -> Int {
        Cells.offset(offset[field: name].flatMap(number) ?? 0, step: step)
      }
      return OffsetBox(
        dx: cells(.x, step: Cells.pointsPerColumn), dy: cells(.y, step: Cells.pointsPerRow),
        child: box)
    case (.mask, .nodes(let nodes)) where nodes.allSatisfy(\.showsNothing):
      return HiddenBox(child: box)
    case (.editActions, .list(let actions)):
      return DecoratedBox(
        prefix: actions.keywords.contains(.delete) ? "⊖ " : "",
        suffix: actions.keywords.contains(.move) ? " ≡" : "",
        child: box)
    case (.badge, .string(let badge)) where node.role != .navigationLink:
      return StackBox(
        axis: .horizontal, spacing: 1, alignment: .center,
        children: [
          box, SpacerBox(axis: .horizontal, minimum: 1), TextBox("(\(badge))"),
        ])
    case (.fixedSize, .list(let axes)):
      return FixedSizeBox(
        horizontal: axes.keywords.contains(.horizontal),
        vertical: axes.keywords.contains(.vertical), child: box)
    case (.position, .fields):
      let point = attribute.value
      return PositionBox(
        x: point[field: .x].flatMap(number).map(Cells.columns) ?? 0,
        y: point[field: .y].flatMap(number).map(Cells.rows) ?? 0, child: box)
    case (.containerRelativeFrame, .fields):
      return relativeFrame(box, attribute.value)
    case (.hidden, .bool(true)), (.opacity, .double(0)):
      return HiddenBox(child: box)
    default:
      return box
    }
  }

  private func relativeFrame(_ box: LayoutBox, _ value: AttributeValue) -> LayoutBox {
    let axes = value[field: .axes]
    let spacing = value[field: .spacing].flatMap(number) ?? 0
    func count(_ name: AttributeName) -> Int {
      if case .int(let count)? = value[field: name] { return count }
      return 1
    }
    return RelativeFrameBox(
      horizontal: axes != .name(.vertical), vertical: axes != .name(.horizontal),
      count: count(.count), span: count(.span),
      spacing: (Cells.columns(spacing), Cells.rows(spacing)),
      alignment: value[field: .alignment].flatMap(alignment) ?? .center, child: box)
  }

  private func frame(_ box: LayoutBox, _ fields: [Attribute]) -> LayoutBox {
    let frame = AttributeValue.fields(fields)
    func value(_ name: AttributeName, _ convert: (Double) -> Int) -> Int? {
      frame[field: name].flatMap(number).map(convert)
    }
    let width = FrameBox.Bounds(
      fixed: value(.width, Cells.columns), minimum: value(.minWidth, Cells.columns),
      maximum: value(.maxWidth, Cells.maximumColumns))
    let height = FrameBox.Bounds(
      fixed: value(.height, Cells.rows), minimum: value(.minHeight, Cells.rows),
      maximum: value(.maxHeight, Cells.maximumRows))
    let alignment = frame[field: .alignment].flatMap(self.alignment)
    return FrameBox(width: width, height: height, alignment: alignment ?? .center, child: box)
  }
}
