import VellumCellLayout
import VellumLayout
import VellumNodes
import VellumValues

/// Renders a node tree as plain text in a fixed number of character cells, with SwiftUI's
/// layout: the screen's content is offered the full width and its ideal height, and centered
/// horizontally like a phone screen centers it. Presented sheets, covers, alerts and dialogs are
/// drawn over the screen as boxed layers, in the order they were presented, where iOS shows
/// them: a sheet rising from the bottom (leaving the screen's first line, as a sheet leaves the
/// top of the screen behind it), an alert as a 34-cell card (270 points) in the middle, a dialog
/// at the bottom; the text grows when a layer is taller than the screen. A screen shorter than
/// the device's grows under an alert or a dialog, so the layer leaves uncovered what it leaves
/// uncovered on the device: an alert over a short screen is drawn below its content, not over
/// it (iOS centers the alert on the whole screen, whose content stays at the top).
///
/// Controls show what can be touched: buttons `[ Save ]` (`[! Delete ]` destructive,
/// `[× Cancel ]` cancel), toggles `Label  [on]`, fields `[Tacos]` or `[(Placeholder)]` with `|`
/// where the cursor is, `(disabled)` after a disabled control. Lines never end in spaces.
///
/// ```swift
/// TextRenderer(width: 40).render(host.root)
/// ```
package struct TextRenderer {
  /// The number of cells per line.
  var width: Int
  /// Where the accessibility rendering reads the cells each element was drawn in.
  var geometryLog: GeometryLog?

  /// A renderer drawing lines `width` cells wide, writing where each element was drawn into
  /// `geometryLog` when one is given.
  package init(width: Int, geometryLog: GeometryLog? = nil) {
    self.width = width
    self.geometryLog = geometryLog
  }

  /// The width of the host's screen in cells: its device's width at 8 points a column, a
  /// 6.1-inch iPhone's (49 cells) unless a variant sets a device.
  package static func screenColumns(of root: Node) -> Int {
    max(1, Cells.columns(Screen(of: root).size.width))
  }

  /// `root`'s screen as lines of text, with `presentations` (`root.presentations` unless
  /// given, as a ``TreeSurvey`` found them) drawn after it.
  package func render(_ root: Node, presentations: [Node]? = nil) -> String {
    // Larger text makes the screen narrower in cells, so text wraps as it would on a device.
    var scaled = self
    if case .double(let scale) = root[.textScale], scale > 0 {
      scaled.width = max(1, Int((Double(width) / scale).rounded(.down)))
    }
    return scaled.lines(of: root, presentations: presentations ?? root.presentations)
  }

  private func lines(of root: Node, presentations: [Node]) -> String {
    let builder = LayoutBuilder(
      geometryLog: geometryLog, isRightToLeft: root[.layoutDirection] == .name(.rightToLeft))
    let screen = StackBox(
      axis: .vertical, spacing: 0, alignment: .top,
      children: root.children.map { builder.box(for: $0) })
    let size = screen.size(for: Proposal(width: width, height: nil))
    var canvas = CellCanvas(width: width)
    canvas.extend(to: size.height)
    screen.draw(
      in: CellRect(x: 0, y: 0, width: width, height: size.height).placing(
        CellSize(width: min(size.width, width), height: size.height), .top),
      on: &canvas)
    let deviceRows = Cells.rows(Screen(of: root).size.height)
    for presentation in presentations {
      draw(
        PresentationBox(node: presentation, builder: builder), of: presentation, over: &canvas,
        content: size.height, deviceRows: deviceRows)
    }
    var text = ""
    canvas.write(into: &text)
    return text
  }

  /// Draws a presentation's box over the screen drawn so far, where iOS shows it, clearing the
  /// cells it covers. An alert or a dialog stands no higher than on the device (`deviceRows`
  /// tall) when that would cover the screen's `content` rows: the text grows to hold it.
  private func draw(
    _ box: LayoutBox, of presentation: Node, over canvas: inout CellCanvas, content: Int,
    deviceRows: Int
  ) {
    let boxWidth =
      switch presentation.role {
      case .alert: min(width, 34)
      case .confirmationDialog: max(1, width - 2)
      default: width
      }
    let size = box.size(for: Proposal(width: boxWidth, height: nil))
    // Where the layer stands on the device, and in the rendering: centered in the text (an
    // alert) or at its end (a dialog), but never higher than the device shows it when that
    // would cover the screen's content.
    let rows = canvas.height
    let top: Int
    switch presentation.role {
    case .alert:
      let onDevice = max(0, (deviceRows - size.height) / 2)
      top = max((rows - size.height) / 2, min(content, onDevice), 0)
    case .confirmationDialog:
      let onDevice = max(0, deviceRows - size.height)
      top = max(rows - size.height, min(content, onDevice), 0)
    default: top = max(min(1, rows), rows - size.height)
    }
    if canvas.height < top + size.height { canvas.extend(to: top + size.height) }
    let rect = CellRect(x: (width - boxWidth) / 2, y: top, width: boxWidth, height: size.height)
    canvas.clear(rect)
    box.draw(in: rect, on: &canvas)
  }
}
