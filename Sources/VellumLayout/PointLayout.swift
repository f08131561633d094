import Foundation
import VellumNodes
import VellumValues

/// Lays a node tree out in points on a device's screen, as SwiftUI lays views out: each parent
/// proposes a size, each child chooses its own, and the parent places it. Every rendering
/// paints these frames, and `GeometryReader`s read them.
///
/// The screen's content is proposed the safe area and centred in it, as a window's root view
/// is. Text is measured with ``FontMetrics``; the system's bars and controls take
/// ``PlatformMetrics``' sizes.
///
/// ```swift
/// let placed = PointLayout(screen: .iPhone15).layout(host.root)
/// placed.first { $0.role == .text }?.frame
/// ```
package final class PointLayout {
  /// The screen laid out on.
  package let screen: Screen
  /// The placement being built, innermost last.
  var records: [PlacedNode] = []
  /// The boxes of the layout being built.
  var laidOut: LayoutBoxes
  /// The host's text size.
  private var typeSize = DynamicTypeSize.large
  /// What the views that read their geometry are given, while measuring for the graph.
  var geometry: GeometryMeasurement?

  package init(screen: Screen) {
    self.screen = screen
    laidOut = LayoutBoxes(screen: screen)
  }

  /// Lays `root`'s screen out and returns where each node went.
  package func layout(_ root: Node) -> PlacedNode {
    let area = screen.safeRect
    return layout(root, proposal: Proposal(area.size)) { area.placing($0, at: .center) }.placed
  }

  /// Lays `root` out on its own, as an image of it is drawn: proposed `width` and `height`
  /// (`nil` for its ideal size along that axis) and placed at the origin. Returns where each
  /// node went and the size the content chose.
  ///
  /// ```swift
  /// PointLayout(screen: .iPhone15).layoutAlone(badge.root, width: nil, height: nil).size
  /// ```
  package func layoutAlone(_ root: Node, width: Double?, height: Double?) -> (
    placed: PlacedNode, size: Size
  ) {
    layout(root, proposal: Proposal(width: width, height: height)) {
      Rect(origin: Point(x: 0, y: 0), size: $0)
    }
  }

  /// Lays `root`'s content out proposed `proposal`, in the rectangle `frame` gives for the
  /// size it chose.
  private func layout(_ root: Node, proposal: Proposal, frame: (Size) -> Rect) -> (
    placed: PlacedNode, size: Size
  ) {
    if case .double(let scale) = root[.textScale], let size = DynamicTypeSize(bodyScale: scale) {
      typeSize = size
    }
    laidOut = LayoutBoxes(screen: screen, capacity: 2 * Self.nodeCount(root))
    let placed = PlacedNode(node: root, boxes: laidOut)
    records = [placed]
    let content = add(
      StackBox(
        axis: .vertical, spacing: spacing(of: root), alignment: .center,
        children: boxes(for: root.inFlow.children, along: .vertical, style: rootStyle)))
    placed.box = content
    let size = laidOut.tree.size(content, for: proposal)
    laidOut.tree.place(content, in: frame(size))
    records = []
    return (placed, size)
  }

  /// The number of nodes in `root`'s tree: a view has a box and often a modifier's, so the
  /// layout makes room for twice as many boxes at once rather than growing its storage.
  static func nodeCount(_ root: Node) -> Int {
    var count = 0
    var pending = [root]
    while let node = pending.popLast() {
      count += 1
      pending.append(contentsOf: node.children)
    }
    return count
  }

  /// Adds a box of `kind` to the layout.
  func add(_ kind: BoxKind) -> BoxID { laidOut.tree.add(kind) }

  /// Adds a stack to the layout.
  func add(_ stack: StackBox) -> BoxID { laidOut.tree.add(stack) }

  /// Adds a frame to the layout.
  func add(_ frame: FrameBox) -> BoxID { laidOut.tree.add(frame) }

  /// Adds a text to the layout.
  func add(_ text: TextBox) -> BoxID { laidOut.tree.add(text) }

  /// Adds a column of parts to the layout.
  func add(_ column: ColumnBox) -> BoxID { laidOut.tree.add(column) }

  /// Adds a grid to the layout.
  func add(_ grid: GridBox) -> BoxID { laidOut.tree.add(grid) }

  /// Adds a box that reports to the measurement.
  func add(_ report: ReportingBox) -> BoxID { laidOut.tree.add(report) }

  /// Adds a custom layout to the layout.
  func add(_ layout: CustomLayoutBox) -> BoxID { laidOut.tree.add(layout) }

  /// Adds a `ViewThatFits` to the layout.
  func add(_ choice: FirstFittingBox) -> BoxID { laidOut.tree.add(choice) }

  /// The text style of the screen's root: the default, at the host's text size.
  var rootStyle: TextStyle {
    var style = TextStyle()
    style.typeSize = typeSize
    return style
  }

  /// The box of `node`, inside a stack along `axis` when it is in one, with its modifiers.
  func box(for node: Node, along axis: Axis?, style inherited: TextStyle) -> BoxID {
    let record = PlacedNode(node: node, boxes: laidOut)
    records.last?.children.append(record)
    records.append(record)
    defer { records.removeLast() }
    var style = inherited
    style.apply(node.attributes)
    var box = base(for: node, along: axis, style: style)
    record.box = box
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
        record.modifierBoxes.append((index, box))
      }
      layerAlignment = .center
    }
    if priority != 0 { laidOut.tree.setPriority(priority, of: box) }
    return box
  }

  /// Runs `build` with `node` recorded as the parent of the nodes it lays out, for a node that
  /// has no box of its own (a grid's row).
  func recording<Result>(_ node: Node, _ build: () -> Result) -> Result {
    let record = PlacedNode(node: node, boxes: laidOut)
    records.last?.children.append(record)
    records.append(record)
    defer { records.removeLast() }
    return build()
  }

  /// `box`, kept as a part the system draws for the node being laid out.
  func part(_ part: SystemPart, _ box: BoxID) -> BoxID {
    records.last?.partBoxes.append((part, box))
    return box
  }

  func boxes(for nodes: [Node], along axis: Axis?, style: TextStyle) -> [BoxID] {
    records.last?.children.reserveCapacity(nodes.count)
    return nodes.map { box(for: $0, along: axis, style: style) }
  }

  /// The spacing between each two children of `node`'s stack: its `spacing`, or the default.
  func spacing(of node: Node) -> Double {
    number(node[.spacing]) ?? StackBox.defaultSpacing
  }

  /// The box for `node` itself, before its modifiers.
  private func base(for node: Node, along axis: Axis?, style: TextStyle) -> BoxID {
    let children = node.inFlow.children
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
          children: boxes(for: children, along: .vertical, style: style)))
    case .hStack:
      return add(
        StackBox(
          axis: .horizontal, spacing: spacing(of: node),
          alignment: Alignment(horizontal: .center, vertical: verticalAlignment(node)),
          children: boxes(for: children, along: .horizontal, style: style)))
    case .zStack:
      return add(
        .zStack(
          ZStackBox(
            alignment: alignment(node[.alignment]) ?? .center,
            children: boxes(for: children, along: nil, style: style))))
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
          GeometryReaderBox(children: boxes(for: children, along: nil, style: style))))
    case .viewThatFits:
      return add(
        FirstFittingBox(
          horizontal: node[.axes] != .name(.vertical),
          vertical: node[.axes] != .name(.horizontal),
          candidates: boxes(for: children, along: axis, style: style)
        ) { [unowned self] in self.reportChoice($0, of: node) })
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
  func stack(_ children: [Node], along axis: Axis, node: Node, style: TextStyle) -> BoxID {
    add(
      StackBox(
        axis: axis, spacing: spacing(of: node),
        alignment: .center, children: boxes(for: children, along: axis, style: style)))
  }

  private func imageBox(for node: Node, style: TextStyle) -> BoxID {
    if node.isEmptySymbol { return add(.fixed(.zero)) }
    if node[.resizable] == .bool(true) { return add(.fill) }
    guard node[.systemName] != nil else { return add(.fixed(Size(width: 100, height: 100))) }
    // A symbol is drawn at its font's size: about as tall as a line, and square.
    let side = FontMetrics.pixelCeiling(style.metrics.size * 1.15)
    return add(.fixed(Size(width: side, height: side)))
  }

  /// `box` inside the layout `attribute` asks for, or `nil` when it does not lay out.
  private func wrap(
    _ box: BoxID, in attribute: Attribute, at index: Int, of record: PlacedNode,
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
      let holder = PlacedNode(node: record.node, boxes: laidOut)
      records.append(holder)
      let layer = add(
        .zStack(
          ZStackBox(
            alignment: layerAlignment, children: boxes(for: nodes, along: nil, style: style))))
      records.removeLast()
      record.layers[index] = holder.children
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

  private func frame(_ box: BoxID, _ value: AttributeValue) -> BoxID {
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
