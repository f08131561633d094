import Foundation
import VellumHotPaths
import VellumNodes
import VellumValues

/// What builds one layout: the boxes and placements as values, so the build's accesses to
/// them are checked when compiled, and the stack of placements being built.
struct PointLayoutBuilder {
  /// The screen laid out on.
  let screen: Screen
  /// The boxes of the layout being built.
  var tree: BoxTree
  /// The placements of the layout being built.
  var placements: Placements
  /// The placements being built, innermost last.
  var records: [Int] = []
  /// The host's text size.
  private let typeSize: DynamicTypeSize
  /// What the views that read their geometry report to, while measuring for the graph.
  let recorder: GeometryRecorder?

  /// A builder for a layout of `root`'s tree on `screen`, its text at `typeSize`.
  init(screen: Screen, root: Node, typeSize: DynamicTypeSize, recorder: GeometryRecorder?) {
    self.screen = screen
    self.typeSize = typeSize
    self.recorder = recorder
    let census = Census(root)
    tree = BoxTree(screen: screen, census: census)
    placements = Placements(capacity: census.nodes)
  }

  /// Lays `root`'s content out proposed `proposal`, in the rectangle `frame` gives for the
  /// size it chose.
  mutating func layout(_ root: Node, proposal: Proposal, frame: (Size) -> Rect) -> (
    placed: PlacedNode, size: Size
  ) {
    let placed = placements.add(root, under: -1)
    records = [placed]
    let content = add(
      StackBox(
        axis: .vertical, spacing: spacing(of: root), alignment: .center,
        children: list(boxes(for: root.childrenInFlow, along: .vertical, style: rootStyle))))
    placements.setBox(content, of: placed)
    let size = tree.size(content, for: proposal)
    let rectangle = frame(size)
    tree.place(content, in: rectangle)
    records = []
    let isRightToLeft = root[.layoutDirection] == .name(.rightToLeft)
    return (
      finished(placed, mirrorAxis: isRightToLeft ? rectangle.minX + rectangle.maxX : nil), size
    )
  }

  /// The placement `index` of the finished layout, its frames mirrored about `mirrorAxis`
  /// (the sum of the left and right edges of the rectangle laid out in) when it is set.
  func finished(_ index: Int, mirrorAxis: Double?) -> PlacedNode {
    PlacedNode(
      boxes: LayoutBoxes(tree: tree, placements: placements, mirrorAxis: mirrorAxis), index: index)
  }

  /// Adds a box of `kind` to the layout.
  mutating func add(_ kind: BoxKind) -> BoxID { tree.add(kind) }

  /// Adds a stack to the layout.
  mutating func add(_ stack: StackBox) -> BoxID { tree.add(stack) }

  /// Adds a frame to the layout.
  mutating func add(_ frame: FrameBox) -> BoxID { tree.add(frame) }

  /// Adds a text to the layout.
  mutating func add(_ text: TextBox) -> BoxID { tree.add(text) }

  /// Adds a column of parts to the layout.
  mutating func add(_ column: ColumnBox) -> BoxID { tree.add(column) }

  /// Adds a grid to the layout.
  mutating func add(_ grid: GridBox) -> BoxID { tree.add(grid) }

  /// Adds a box that reports to the measurement.
  mutating func add(_ report: ReportingBox) -> BoxID { tree.add(report) }

  /// Adds a custom layout to the layout.
  mutating func add(_ layout: CustomLayoutBox) -> BoxID { tree.add(layout) }

  /// Adds a `ViewThatFits` to the layout.
  mutating func add(_ choice: FirstFittingBox) -> BoxID { tree.add(choice) }

  /// The text style of the screen's root: the default, at the host's text size.
  var rootStyle: TextStyle { TextStyle(typeSize: typeSize) }

  /// The box of `node`, inside a stack along `axis` when it is in one, with its modifiers.
  mutating func box(for node: Node, along axis: Axis?, style inherited: TextStyle) -> BoxID {
    let record = beginRecording(node)
    defer { records.removeLast() }
    // Most nodes carry no attribute, and pass the style around them down as it is.
    var style = inherited
    if !node.attributes.isEmpty { style.apply(node.attributes) }
    var box = base(for: node, along: axis, style: style)
    placements.setBox(box, of: record)
    var layerAlignment = Alignment.center
    var priority = 0.0
    for (index, attribute) in node.attributes.enumerated() {
      switch attribute.name {
      case .backgroundAlignment, .overlayAlignment:
        layerAlignment = alignment(attribute.value) ?? .center
        continue
      case .layoutPriority:
        priority = number(attribute.value) ?? 0
        continue
      default: break
      }
      if let wrapped = wrap(
        box, in: attribute, at: index, of: record, layerAlignment: layerAlignment, style: style)
        ?? reporting(box, for: attribute)
      {
        box = wrapped
        placements.attach(.modifier(attribute: index, box: box), to: record)
      }
      layerAlignment = .center
    }
    if priority != 0 { tree.setPriority(priority, of: box) }
    return box
  }

  /// Adds a placement of `node` under the one being built and makes it the one being built,
  /// until the caller removes it from `records`.
  mutating func beginRecording(_ node: Node) -> Int {
    let record = placements.add(node, under: records.last ?? -1)
    records.append(record)
    return record
  }

  /// `box`, kept as a part the system draws for the node being laid out.
  mutating func part(_ part: SystemPart, _ box: BoxID) -> BoxID {
    if let record = records.last { placements.attach(.part(part, box: box), to: record) }
    return box
  }

  /// Keeps `boxes` as a container's list of children.
  mutating func list(_ boxes: [BoxID]) -> BoxList { tree.list(boxes) }

  /// The boxes of `nodes`, each read where the array keeps it rather than copied.
  mutating func boxes(for nodes: [Node], along axis: Axis?, style: TextStyle) -> [BoxID] {
    let inPlace = nodes.elementsInPlace
    var boxes: [BoxID] = []
    boxes.reserveCapacity(inPlace.count)
    for index in inPlace.indices {
      boxes.append(box(for: inPlace[index], along: axis, style: style))
    }
    return boxes
  }

  /// The spacing between each two children of `node`'s stack: its `spacing`, or the default.
  mutating func spacing(of node: Node) -> Double {
    number(node[.spacing]) ?? StackBox.defaultSpacing
  }

  /// The box for `node` itself, before its modifiers.
  private mutating func base(for node: Node, along axis: Axis?, style: TextStyle) -> BoxID {
    let children = node.childrenInFlow
    switch node.role {
    case .text:
      return add(TextBox(string(node[.text]) ?? "", style: style))
    case .image:
      return imageBox(for: node, style: style)
    case .vStack:
      return add(
        StackBox(
          axis: .vertical, spacing: spacing(of: node),
          alignment: Alignment(horizontal: horizontalAlignment(node), vertical: .center),
          children: list(boxes(for: children, along: .vertical, style: style))))
    case .hStack:
      return add(
        StackBox(
          axis: .horizontal, spacing: spacing(of: node),
          alignment: Alignment(horizontal: .center, vertical: verticalAlignment(node)),
          children: list(boxes(for: children, along: .horizontal, style: style))))
    case .zStack:
      return add(
        .zStack(
          ZStackBox(
            alignment: alignment(node[.alignment]) ?? .center,
            children: list(boxes(for: children, along: nil, style: style)))))
    case .spacer:
      return add(.spacer(SpacerBox(axis: axis, minimum: number(node[.minLength]))))
    case .divider:
      return add(.divider(DividerBox(across: axis ?? .vertical)))
    case .color, .linearGradient, .gradient, .capsule, .circle, .rectangle, .roundedRectangle,
      .ellipse, .shape:
      return add(.fill)
    case .scrollView:
      let scrollAxis: Axis = node[.axes] == .name(.horizontal) ? .horizontal : .vertical
      return add(
        .scroll(
          ScrollBox(
            axis: scrollAxis,
            content: stack(children, along: scrollAxis, node: node, style: style))))
    case .geometryReader, .canvas:
      return add(
        .geometryReader(
          GeometryReaderBox(children: list(boxes(for: children, along: nil, style: style)))))
    case .viewThatFits:
      return add(
        FirstFittingBox(
          horizontal: node[.axes] != .name(.vertical),
          vertical: node[.axes] != .name(.horizontal),
          candidates: boxes(for: children, along: axis, style: style),
          chose: choiceReport(of: node)))
    case .lazyVGrid:
      return add(
        GridBox(
          rows: [children.map { GridBox.Cell(box: box(for: $0, along: nil, style: style)) }],
          columns: .tracks(tracks(node[.columns])), columnSpacing: nil,
          rowSpacing: number(node[.spacing])))
    case .grid:
      return gridBox(for: node, style: style)
    case .customLayout:
      return customLayoutBox(for: node, style: style)
    default:
      return controlOrContainer(for: node, along: axis, style: style)
    }
  }

  /// Children one above another, `node`'s spacing apart.
  mutating func stack(_ children: [Node], along axis: Axis, node: Node, style: TextStyle) -> BoxID {
    add(
      StackBox(
        axis: axis, spacing: spacing(of: node),
        alignment: .center, children: list(boxes(for: children, along: axis, style: style))))
  }

  private mutating func imageBox(for node: Node, style: TextStyle) -> BoxID {
    if node.isEmptySymbol { return add(.fixed(.zero)) }
    if node[.resizable] == .bool(true) { return add(.fill) }
    guard node[.systemName] != nil else { return add(.fixed(Size(width: 100, height: 100))) }
    // A symbol is drawn at its font's size: about as tall as a line, and square.
    let side = FontMetrics.pixelCeiling(style.metrics.size * 1.15)
    return add(.fixed(Size(width: side, height: side)))
  }

  /// `box` inside the layout `attribute` asks for, or `nil` when it does not lay out.
  private mutating func wrap(
    _ box: BoxID, in attribute: Attribute, at index: Int, of record: Int,
    layerAlignment: Alignment, style: TextStyle
  ) -> BoxID? {
    switch (attribute.name, attribute.value) {
    case (.padding, .insets(let insets)):
      return add(.padding(PaddingBox(insets: insets, child: box)))
    case (.ignoresSafeArea, .bool(true)):
      return add(.safeArea(SafeAreaBox(child: box)))
    case (.frame, .fields):
      return frame(box, attribute.value)
    case (.fixedSize, .list(let axes)):
      return add(
        .fixedSize(
          FixedSizeBox(
            horizontal: axes.contains(.name(.horizontal)),
            vertical: axes.contains(.name(.vertical)), child: box)))
    case (.aspectRatio, .fields):
      return add(
        .aspectRatio(
          AspectRatioBox(
            ratio: attribute.value[field: .ratio].flatMap(number),
            contentMode: attribute.value[field: .contentMode] == .name(.fill) ? .fill : .fit,
            child: box)))
    case (.offset, .fields):
      let by = point(attribute.value)
      return add(.offset(OffsetBox(offset: Size(width: by.x, height: by.y), child: box)))
    case (.position, .fields):
      return add(.position(PositionBox(point: point(attribute.value), child: box)))
    case (.background, .nodes(let nodes)), (.overlay, .nodes(let nodes)):
      let holder = placements.add(placements.entries[record].node, under: -1)
      records.append(holder)
      let layer = add(
        .zStack(
          ZStackBox(
            alignment: layerAlignment, children: list(boxes(for: nodes, along: nil, style: style))))
      )
      records.removeLast()
      placements.attach(.layer(attribute: index, holder: holder), to: record)
      return add(.layer(LayerBox(content: box, layer: layer, alignment: layerAlignment)))
    default:
      return nil
    }
  }

  /// The `x` and `y` fields of an offset's or a position's value, 0 where absent.
  private func point(_ value: AttributeValue) -> Point {
    Point(
      x: value[field: .x].flatMap(number) ?? 0, y: value[field: .y].flatMap(number) ?? 0)
  }

  private mutating func frame(_ box: BoxID, _ value: AttributeValue) -> BoxID {
    func field(_ name: AttributeName) -> Double? { value[field: name].flatMap(number) }
    return add(
      FrameBox(
        width: FrameBox.Bounds(
          fixed: field(.width), minimum: field(.minWidth), ideal: field(.idealWidth),
          maximum: field(.maxWidth)),
        height: FrameBox.Bounds(
          fixed: field(.height), minimum: field(.minHeight), ideal: field(.idealHeight),
          maximum: field(.maxHeight)),
        alignment: alignment(value[field: .alignment]) ?? .center, child: box))
  }
}
