/// Renders a node tree as plain text in a fixed number of character cells, with SwiftUI's
/// layout: the screen's content is offered the full width and its ideal height, and centered
/// horizontally like a phone screen centers it. Presented sheets, covers, alerts and dialogs are
/// drawn after the screen as boxed layers, in the order they were presented.
///
/// Controls show what can be touched: buttons `[ Save ]` (`[! Delete ]` destructive,
/// `[× Cancel ]` cancel), toggles `Label  [on]`, fields `[Tacos]` or `[(Placeholder)]` with `|`
/// where the cursor is, `(disabled)` after a disabled control. Lines never end in spaces.
///
/// ```swift
/// TextRenderer(width: 40).render(host.root)
/// ```
struct TextRenderer {
  /// The number of cells per line.
  let width: Int
  /// Where views that read their geometry write their rectangles, when the graph asks.
  var geometryLog: GeometryLog?

  func render(_ root: Node) -> String {
    let builder = LayoutBuilder(geometryLog: geometryLog)
    var lines = draw(
      StackBox(
        axis: .vertical, spacing: 0, alignment: .top,
        children: root.children.map { builder.box(for: $0) }))
    for presentation in root.presentations {
      if !lines.isEmpty { lines.append("") }
      lines += draw(PresentationBox(node: presentation, builder: builder))
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// Lays `box` out at the full width and its ideal height, centered, and reads the lines back.
  private func draw(_ box: LayoutBox) -> [String] {
    let size = box.size(for: Proposal(width: width, height: nil))
    var canvas = CellCanvas(width: width)
    canvas.extend(to: size.height)
    let frame = CellRect(x: 0, y: 0, width: width, height: size.height)
    box.draw(
      in: frame.placing(CellSize(width: min(size.width, width), height: size.height), .top),
      on: &canvas)
    return canvas.lines
  }
}
