import VellumNodes
import VellumValues

/// Lays out a `List` or `Form` as SwiftUI draws an inset grouped list: rows one under another
/// with a `─` line between them, each section's header above its rows and footer below, a
/// blank line between sections. Right to left, rows, headers and footers sit on the right.
struct ListBuilder {
  let builder: LayoutBuilder
  let style: InheritedTextStyle

  func box(for list: Node) -> LayoutBox {
    var children: [LayoutBox] = []
    let listRows = list.listRows
    // A list without sections (the commonest) lays its rows out where they are: gathering
    // them into runs between sections would copy every row (a retain and a release of each of
    // its arrays). Only a row's role is read to tell, which copies nothing.
    let inPlace = listRows.elementsInPlace
    guard inPlace.indices.contains(where: { inPlace[$0].role == .section }) else {
      appendRows(listRows, to: &children)
      return stack(of: children)
    }
    var rows: [Node] = []
    func flushRows() {
      appendRows(rows, to: &children)
      rows.removeAll()
    }
    for child in listRows {
      guard child.role == .section else {
        rows.append(child)
        continue
      }
      flushRows()
      if !children.isEmpty { children.append(SpacerBox(axis: .vertical, minimum: 1)) }
      appendSection(child, to: &children)
    }
    flushRows()
    return stack(of: children)
  }

  /// The list's column: its rows, sections and dividers one under another.
  private func stack(of children: [LayoutBox]) -> LayoutBox {
    StackBox(
      axis: .vertical, spacing: 0,
      alignment: builder.isRightToLeft ? .topTrailing : .topLeading, children: children)
  }

  private func appendSection(_ section: Node, to children: inout [LayoutBox]) {
    var rows: [Node] = []
    for part in section.listRows {
      switch part.role {
      case .header:
        children.append(builder.box(for: part, style: style))
      case .footer:
        appendRows(rows, to: &children)
        rows.removeAll()
        children.append(builder.box(for: part, style: style))
      default:
        rows.append(part)
      }
    }
    appendRows(rows, to: &children)
  }

  private func appendRows(_ rows: [Node], to children: inout [LayoutBox]) {
    let divider = builder.divider(along: .vertical)
    // Each row read where the array keeps it, not copied (see
    // `ElementsInPlace.withElement(at:_:)`).
    let rows = rows.elementsInPlace
    for index in rows.indices {
      if index > 0 { children.append(divider) }
      var (box, isSelected) = rows.withElement(at: index) {
        (builder.box(for: $0, style: style), $0[.selected] == .bool(true))
      }
      if isSelected { box = DecoratedBox(prefix: "▸ ", suffix: "", child: box) }
      // A row that grows across the list anyway (a stack with a spacer, the commonest row)
      // fills it without a frame: the frame would take the row's own size and place it where
      // it already is.
      guard !box.isFlexible(along: .horizontal) else {
        children.append(box)
        continue
      }
      children.append(
        FrameBox(
          width: FrameBox.Bounds(maximum: .max), height: FrameBox.Bounds(),
          alignment: builder.isRightToLeft ? .trailing : .leading,
          child: box))
    }
  }
}
