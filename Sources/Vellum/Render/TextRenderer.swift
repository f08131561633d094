/// Renders a node tree as plain text in a fixed number of character cells, with SwiftUI's
/// layout: the screen's content is offered the full width and its ideal height, and centered
/// horizontally like a phone screen centers it.
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

  func render(_ root: Node) -> String {
    let builder = LayoutBuilder()
    let screen = StackBox(
      axis: .vertical, spacing: 0, alignment: .top,
      children: root.children.map { builder.box(for: $0) })
    let size = screen.size(for: Proposal(width: width, height: nil))
    var canvas = Canvas(width: width)
    canvas.extend(to: size.height)
    let frame = CellRect(x: 0, y: 0, width: width, height: size.height)
    screen.draw(
      in: frame.placing(CellSize(width: min(size.width, width), height: size.height), .top),
      on: &canvas)
    let lines = canvas.lines
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
