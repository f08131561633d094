import VellumNodes
import VellumValues

/// A presented sheet, cover, alert or dialog drawn as a box with its kind on the top border.
/// Alerts and dialogs show their title and message centered, then their buttons: an alert's
/// two side by side when they fit (the first on the right, right to left), a dialog's (or three
/// or more) one above the other.
package final class PresentationBox: LayoutBox {
  private let title: String
  private let content: LayoutBox

  package init(node: Node, builder: LayoutBuilder) {
    let title = node.role.rawValue
    var parts: [LayoutBox] = []
    if node.role == .alert || node.role == .confirmationDialog {
      if case .string(let text) = node[.title] { parts.append(TextBox(text)) }
      let message = node.children.filter { $0.role == .message && !$0.children.isEmpty }
      let actions = node.children.filter { $0.role != .message }
      parts += message.map { builder.box(for: $0) }
      if !actions.isEmpty {
        // As iOS lays them out: an alert's two buttons side by side when they fit; more
        // buttons, or a confirmation dialog's, one above the other.
        let column = StackBox(
          axis: .vertical, spacing: 0, alignment: .center,
          children: actions.map { builder.box(for: $0) })
        let row = StackBox(
          axis: .horizontal, spacing: 1, alignment: .center,
          children: (builder.isRightToLeft ? actions.reversed() : actions).map {
            builder.box(for: $0, along: .horizontal)
          })
        parts.append(
          node.role == .alert && actions.count <= 2
            ? FirstFittingBox(horizontal: true, vertical: false, candidates: [row, column])
            : column)
      }
      content = StackBox(axis: .vertical, spacing: 1, alignment: .center, children: parts)
    } else {
      content = StackBox(
        axis: .vertical, spacing: 0, alignment: .top,
        children: node.children.map { builder.box(for: $0) })
    }
    self.title = title
  }

  override func measure(_ proposal: Proposal) -> CellSize {
    let inner = content.size(
      for: Proposal(width: proposal.width.map { max(0, $0 - 4) }, height: nil))
    return CellSize(
      width: proposal.width ?? max(inner.width + 4, title.cellWidth + 6), height: inner.height + 2)
  }

  override package func draw(in rect: CellRect, on canvas: inout CellCanvas) {
    guard rect.width >= 4 else { return }
    let inner = rect.width - 2
    let label = "─ " + title + " "
    canvas.draw("┌" + label, at: rect.origin, limit: rect.width - 1)
    canvas.fill(
      "─", at: CellPoint(x: rect.x + 1 + label.cellWidth, y: rect.y), count: inner - label.cellWidth
    )
    canvas.draw("┐", at: CellPoint(x: rect.x + rect.width - 1, y: rect.y))
    for row in 1..<(rect.height - 1) {
      canvas.draw("│", at: CellPoint(x: rect.x, y: rect.y + row))
      canvas.draw("│", at: CellPoint(x: rect.x + rect.width - 1, y: rect.y + row))
    }
    canvas.draw(
      "└" + String(repeating: "─", count: inner) + "┘",
      at: CellPoint(x: rect.x, y: rect.y + rect.height - 1))
    let area = rect.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
    let size = content.size(for: Proposal(width: area.width, height: nil))
    content.draw(
      in: area.placing(CellSize(width: min(size.width, area.width), height: size.height), .top),
      on: &canvas)
  }
}
