import VellumNodes
import VellumValues

extension LayoutBuilder {
  /// `box`, writing the rectangle it is drawn in to the geometry log under `node`'s identity
  /// when the graph is measuring.
  func logged(_ node: Node, _ box: LayoutBox) -> LayoutBox {
    guard let geometryLog, let key = geometryKey(of: node) else { return box }
    return LoggedBox(child: box) { geometryLog.frames[key] = $0 }
  }

  /// The key the graph gave a geometry-reading view's node.
  func geometryKey(of node: Node) -> Int? {
    if case .int(let key) = node[.geometryKey] { return key }
    return nil
  }

  /// A canvas: its outline and the texts its renderer drew.
  func canvasBox(for node: Node) -> LayoutBox {
    guard case .list(let operations) = node[.canvasOperations] else {
      return CanvasBox(texts: [])
    }
    let texts = operations.compactMap { operation -> CanvasBox.DrawnText? in
      guard operation[field: .kind] == .name(.text),
        case .string(let text) = operation[field: .label],
        let x = operation[field: .x].flatMap(number), let y = operation[field: .y].flatMap(number)
      else { return nil }
      var anchor = (x: 0.5, y: 0.5)
      if case .list(let pair) = operation[field: .anchor], pair.count == 2 {
        anchor = (number(pair[0]) ?? 0.5, number(pair[1]) ?? 0.5)
      }
      return CanvasBox.DrawnText(text: text, x: x, y: y, anchor: anchor)
    }
    return CanvasBox(texts: texts)
  }

  /// A custom layout: its subviews where the graph's run of the layout placed them.
  func customLayoutBox(for node: Node, style: InheritedTextStyle) -> LayoutBox {
    var size: CellSize?
    if let measured = node[.measuredSize], let width = measured[field: .width].flatMap(number),
      let height = measured[field: .height].flatMap(number)
    {
      size = CellSize(width: Cells.columns(width), height: Cells.rows(height))
    }
    var placements: [CellRect?] = []
    if case .list(let rects) = node[.layoutPlacements] {
      placements = rects.map { rect in
        guard let x = rect[field: .x].flatMap(number), let y = rect[field: .y].flatMap(number),
          let width = rect[field: .width].flatMap(number),
          let height = rect[field: .height].flatMap(number)
        else { return nil }
        return CellRect(
          x: Cells.columns(x), y: Cells.rows(y), width: Cells.columns(width),
          height: Cells.rows(height))
      }
    }
    let report = geometryLog.flatMap { log in
      geometryKey(of: node).map { identity in
        CustomLayoutBox.Report(
          proposal: { proposal in
            let widest = log.proposals[identity]?.width ?? 0
            guard (proposal.width ?? 0) < LayoutBox.unbounded, (proposal.width ?? 0) >= widest
            else { return }
            log.proposals[identity] = proposal
          },
          subviews: { sizes in
            log.subviews[identity] = zip(sizes, node.children).map { size, child in
              GeometryLog.Subview(
                ideal: size.ideal, maximum: size.maximum,
                priority: child[.layoutPriority].flatMap(number) ?? 0,
                valueKeys: child.attributes.compactMap { attribute in
                  guard attribute.name == .layoutValues, case .string(let key) = attribute.value
                  else { return nil }
                  return key
                })
            }
          })
      }
    }
    return CustomLayoutBox(
      children: node.children.map { box(for: $0, style: style) }, size: size,
      placements: placements, report: report)
  }
}
