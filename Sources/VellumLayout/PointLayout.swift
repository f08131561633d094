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
  /// The host's text size.
  private var typeSize = DynamicTypeSize.large
  /// What the views that read their geometry are given, while measuring for the graph.
  var geometry: GeometryMeasurement?

  package init(screen: Screen) { self.screen = screen }

  /// Lays `root`'s screen out and returns where each node went.
  package func layout(_ root: Node) -> PlacedNode {
    if case .double(let scale) = root[.textScale], let size = DynamicTypeSize(bodyScale: scale) {
      typeSize = size
    }
    let placed = PlacedNode(node: root)
    records = [placed]
    let content = StackBox(
      axis: .vertical, spacing: spacing(of: root),
      alignment: .center,
      children: boxes(for: root.inFlow.children, along: .vertical, style: rootStyle)
    )
    placed.box = content
    let area = screen.safeRect
    content.place(in: area.placing(content.size(for: Proposal(area.size)), at: .center))
    records = []
    return placed
  }

  /// The text style of the screen's root: the default, at the host's text size.
  var rootStyle: TextStyle {
    var style = TextStyle()
    style.typeSize = typeSize
    return style
  }

  /// The box of `node`, inside a stack along `axis` when it is in one, with its modifiers.
  func box(for node: Node, along axis: Axis?, style inherited: TextStyle) -> Box {
    let record = PlacedNode(node: node)
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
    box.priority = priority
    return box
  }

  /// Runs `build` with `node` recorded as the parent of the nodes it lays out, for a node that
  /// has no box of its own (a grid's row).
  func recording<Result>(_ node: Node, _ build: () -> Result) -> Result {
    let record = PlacedNode(node: node)
    records.last?.children.append(record)
    records.append(record)
    defer { records.removeLast() }
    return build()
  }

  /// `box`, kept as a part the system draws for the node being laid out.
  func part(_ part: SystemPart, _ box: Box) -> Box {
    records.last?.partBoxes.append((part, box))
    return box
  }

  func boxes(for nodes: [Node], along axis: Axis?, style: TextStyle) -> [Box] {
    records.last?.children.reserveCapacity(nodes.count)
    return nodes.map { box(for: $0, along: axis, style: style) }
  }

  /// The spacing between each two children of `node`'s stack: its `spacing`, or the default.
  func spacing(of node: Node) -> Double {
    number(node[.spacing]) ?? StackBox.defaultSpacing
  }

  /// The box for `node` itself, before its modifiers.
  private func base(for node: Node, along axis: Axis?, style: TextStyle) -> Box {
    let children = node.inFlow.children
    switch node.role {
    case .text:
      return TextBox(string(node[.text]) ?? "", style: style)
    case .image:
      return imageBox(for: node, style: style)
    case .vStack:
      return StackBox(
        axis: .vertical, spacing: spacing(of: node),
        alignment: Alignment(horizontal: horizontalAlignment(node), vertical: .center),
        children: boxes(for: children, along: .vertical, style: style))
    case .hStack:
      return StackBox(
        axis: .horizontal, spacing: spacing(of: node),
        alignment: Alignment(horizontal: .center, vertical: verticalAlignment(node)),
        children: boxes(for: children, along: .horizontal, style: style))
    case .zStack:
      return ZStackBox(
        alignment: alignment(node[.alignment]) ?? .center,
        children: boxes(for: children, along: nil, style: style))
    case .spacer:
      return SpacerBox(axis: axis, minimum: number(node[.minLength]))
    case .divider:
      return DividerBox(across: axis ?? .vertical)
    case .color, .linearGradient, .gradient, .capsule, .circle, .rectangle, .roundedRectangle,
      .ellipse, .shape:
      return FillBox()
    case .scrollView:
      let scrollAxis: Axis = node[.axes] == .name(.horizontal) ? .horizontal : .vertical
      return ScrollBox(
        axis: scrollAxis, content: stack(children, along: scrollAxis, node: node, style: style))
    case .geometryReader, .canvas:
      return GeometryReaderBox(children: boxes(for: children, along: nil, style: style))
    case .viewThatFits:
      return FirstFittingBox(
        horizontal: node[.axes] != .name(.vertical), vertical: node[.axes] != .name(.horizontal),
        candidates: boxes(for: children, along: axis, style: style)
      ) { [unowned self] in self.reportChoice($0, of: node) }
    case .lazyVGrid:
      return GridBox(
        rows: [children.map { GridBox.Cell(box: box(for: $0, along: nil, style: style)) }],
        columns: .tracks(tracks(node[.columns])), columnSpacing: nil,
        rowSpacing: number(node[.spacing]))
    case .grid:
      return gridBox(for: node, style: style)
    case .customLayout:
      return customLayoutBox(for: node, style: style)
    default:
      return controlOrContainer(for: node, along: axis, style: style)
    }
  }

  /// Children one above another, `node`'s spacing apart.
  func stack(_ children: [Node], along axis: Axis, node: Node, style: TextStyle) -> Box {
    StackBox(
      axis: axis, spacing: spacing(of: node),
      alignment: .center, children: boxes(for: children, along: axis, style: style))
  }

  private func imageBox(for node: Node, style: TextStyle) -> Box {
    if node[.resizable] == .bool(true) { return FillBox() }
    guard node[.systemName] != nil else { return FixedBox(Size(width: 100, height: 100)) }
    // A symbol is drawn at its font's size: about as tall as a line, and square.
    let side = FontMetrics.pixelCeiling(style.metrics.size * 1.15)
    return FixedBox(Size(width: side, height: side))
  }

  /// `box` inside the layout `attribute` asks for, or `nil` when it does not lay out.
  private func wrap(
    _ box: Box, in attribute: Attribute, at index: Int, of record: PlacedNode,
    layerAlignment: Alignment, style: TextStyle
  ) -> Box? {
    switch (attribute.name, attribute.value) {
    case (.padding, .insets(let insets)):
      return PaddingBox(insets: insets, child: box)
    case (.ignoresSafeArea, .bool(true)):
      return SafeAreaBox(child: box, screen: screen)
    case (.frame, .fields):
      return frame(box, attribute.value)
    case (.fixedSize, .list(let axes)):
      return FixedSizeBox(
        horizontal: axes.contains(.name(.horizontal)), vertical: axes.contains(.name(.vertical)),
        child: box)
    case (.aspectRatio, .fields):
      return AspectRatioBox(
        ratio: attribute.value[field: .ratio].flatMap(number),
        contentMode: attribute.value[field: .contentMode] == .name(.fill) ? .fill : .fit,
        child: box)
    case (.offset, .fields):
      return OffsetBox(
        offset: Size(
          width: attribute.value[field: .x].flatMap(number) ?? 0,
          height: attribute.value[field: .y].flatMap(number) ?? 0),
        child: box)
    case (.position, .fields):
      return PositionBox(
        point: Point(
          x: attribute.value[field: .x].flatMap(number) ?? 0,
          y: attribute.value[field: .y].flatMap(number) ?? 0),
        child: box)
    case (.background, .nodes(let nodes)), (.overlay, .nodes(let nodes)):
      let holder = PlacedNode(node: record.node)
      records.append(holder)
      let layer = ZStackBox(
        alignment: layerAlignment, children: boxes(for: nodes, along: nil, style: style))
      records.removeLast()
      record.layers[index] = holder.children
      return LayerBox(content: box, layer: layer, alignment: layerAlignment)
    default:
      return nil
    }
  }

  private func frame(_ box: Box, _ value: AttributeValue) -> Box {
    func field(_ name: AttributeName) -> Double? { value[field: name].flatMap(number) }
    return FrameBox(
      width: FrameBox.Bounds(
        fixed: field(.width), minimum: field(.minWidth), ideal: field(.idealWidth),
        maximum: field(.maxWidth)),
      height: FrameBox.Bounds(
        fixed: field(.height), minimum: field(.minHeight), ideal: field(.idealHeight),
        maximum: field(.maxHeight)),
      alignment: alignment(value[field: .alignment]) ?? .center, child: box)
  }
}
