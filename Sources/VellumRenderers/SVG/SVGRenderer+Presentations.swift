import VellumLayout
import VellumNodes
import VellumValues

extension SVGRenderer {
  /// A presentation over the dimmed screen: a sheet's card rising to its detent, a cover over
  /// the whole screen, an alert's 270-point card in the middle, a dialog's action sheet at the
  /// bottom with its Cancel on a card of its own.
  func drawPresentation(_ node: Node, layout: PointLayout, into svg: inout SVGBuffer) {
    let screenRect = Rect(origin: Point(x: 0, y: 0), size: screen.size)
    if node.role != .fullScreenCover {
      svg.rect(screenRect, fill: palette.dimming)
    }
    if let (card, placed) = layout.layoutPresentation(node) {
      let radius = node.role == .sheet ? "10" : "0"
      let fill = containsForm(node) ? palette.groupedBackground : palette.background
      svg.element("rect", SVGBuffer.frame(card) + [("rx", radius), ("fill", fill)])
      for child in placed.children { draw(child, style: SVGStyle(palette: palette), into: &svg) }
      return
    }
    switch node.role {
    case .alert: drawAlert(node, into: &svg)
    case .confirmationDialog: drawDialog(node, into: &svg)
    default: break
    }
  }

  private func containsForm(_ node: Node) -> Bool {
    node.role == .form || node.role == .list || node.children.contains(where: containsForm)
  }

  /// The alert's card: its title and message centred, then its buttons, two side by side or
  /// more one above the other, a cancel button in bold.
  private func drawAlert(_ node: Node, into svg: inout SVGBuffer) {
    let width = 270.0
    let title = FontMetrics(size: 17, weight: 600)
    let body = FontMetrics(size: 13)
    let titleText = string(node[.title]) ?? ""
    let message = node.children.filter { $0.role == .message }.map(\.visibleText)
      .joined(separator: " ")
    let actions = node.children.filter { $0.role != .message }
    let sideBySide = actions.count == 2
    let buttonsHeight = 44.0 * Double(sideBySide ? 1 : max(1, actions.count))
    let messageLines = message.isEmpty ? [] : body.lines(of: message, width: width - 32)
    let textHeight =
      20 + title.lineHeight + (messageLines.isEmpty ? 0 : 2) + Double(messageLines.count)
      * body.lineHeight + 20
    let card = Rect(
      x: (screen.size.width - width) / 2,
      y: (screen.size.height - textHeight - buttonsHeight) / 2, width: width,
      height: textHeight + buttonsHeight)
    svg.rect(card, fill: palette.alert, radius: 14)
    let center = card.minX + width / 2
    text(
      titleText, x: center, baseline: card.minY + 20 + title.ascent, metrics: title,
      fill: palette.label, anchor: "middle", into: &svg)
    for (index, line) in messageLines.enumerated() {
      text(
        line, x: center,
        baseline: card.minY + 22 + title.lineHeight + Double(index) * body.lineHeight + body.ascent,
        metrics: body, fill: palette.label, anchor: "middle", into: &svg)
    }
    let top = card.minY + textHeight
    svg.rect(Rect(x: card.minX, y: top, width: width, height: 1.0 / 3), fill: palette.separator)
    for (index, action) in actions.enumerated() {
      let slot =
        sideBySide
        ? Rect(x: card.minX + Double(index) * width / 2, y: top, width: width / 2, height: 44)
        : Rect(x: card.minX, y: top + Double(index) * 44, width: width, height: 44)
      if index > 0 {
        let line =
          sideBySide
          ? Rect(x: slot.minX, y: slot.minY, width: 1.0 / 3, height: 44)
          : Rect(x: slot.minX, y: slot.minY, width: width, height: 1.0 / 3)
        svg.rect(line, fill: palette.separator)
      }
      drawActionLabel(action, in: slot, size: 17, into: &svg)
    }
  }

  /// A confirmation dialog: its actions on a card at the bottom, its Cancel on its own.
  private func drawDialog(_ node: Node, into svg: inout SVGBuffer) {
    let actions = node.children.filter { $0.role != .message }
    let cancels = actions.filter { $0[.role] == .name(.cancel) }
    let others = actions.filter { $0[.role] != .name(.cancel) }
    let width = screen.size.width - 16
    var bottom = screen.size.height - screen.safeArea.bottom
    if !cancels.isEmpty {
      let card = Rect(x: 8, y: bottom - 57, width: width, height: 57)
      svg.rect(card, fill: palette.card, radius: 14)
      drawActionLabel(cancels[0], in: card, size: 20, into: &svg)
      bottom = card.minY - 8
    }
    let height = 57 * Double(others.count)
    let card = Rect(x: 8, y: bottom - height, width: width, height: height)
    svg.rect(card, fill: palette.alert, radius: 14)
    for (index, action) in others.enumerated() {
      let slot = Rect(x: card.minX, y: card.minY + 57 * Double(index), width: width, height: 57)
      if index > 0 {
        svg.rect(
          Rect(x: slot.minX, y: slot.minY, width: width, height: 1.0 / 3), fill: palette.separator)
      }
      drawActionLabel(action, in: slot, size: 20, into: &svg)
    }
  }

  /// An action's label centred in its slot: red when destructive, bold when it cancels.
  private func drawActionLabel(
    _ action: Node, in slot: Rect, size: Double, into svg: inout SVGBuffer
  ) {
    let isCancel = action[.role] == .name(.cancel)
    let metrics = FontMetrics(size: size, weight: isCancel ? 600 : 400)
    text(
      action.visibleText, x: slot.minX + slot.width / 2,
      baseline: slot.minY + (slot.height - metrics.lineHeight) / 2 + metrics.ascent,
      metrics: metrics,
      fill: action[.role] == .name(.destructive) ? palette.red : palette.tint, anchor: "middle",
      into: &svg)
  }
}
