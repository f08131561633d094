import VellumRenderers

/// An exploration's states and interactions drawn as an SVG image: each state a box in the
/// column of its depth (the length of its shortest path), linked to its page; each
/// interaction that reached a state first a labelled arrow from the state it was done on;
/// every other interaction between two states a dashed arrow whose steps are its tooltip.
/// Interactions that leave a screen as it was are counted in its box.
///
/// ```swift
/// let svg = StateGraph(exploration).svg   // "<svg xmlns=…"
/// ```
package struct StateGraph {
  private let exploration: Exploration
  /// Each state's column and row.
  private var places: [(column: Int, row: Int)] = []

  private static let boxWidth = 200.0
  private static let boxHeight = 44.0
  private static let columnGap = 150.0
  private static let rowGap = 20.0
  private static let margin = 16.0

  /// The graph of `exploration`.
  package init(_ exploration: Exploration) {
    self.exploration = exploration
    var rows: [Int: Int] = [:]
    for state in exploration.states {
      let column = state.path.count
      places.append((column, rows[column, default: 0]))
      rows[column, default: 0] += 1
    }
  }

  /// The image.
  package var svg: String {
    let columns = (places.map(\.column).max() ?? 0) + 1
    let rows =
      places.reduce(into: [Int: Int]()) { $0[$1.column, default: 0] += 1 }.values
      .max() ?? 1
    let width =
      2 * Self.margin + Double(columns) * Self.boxWidth
      + Double(columns - 1) * Self.columnGap
    let height =
      2 * Self.margin + Double(rows) * Self.boxHeight
      + Double(rows - 1) * Self.rowGap
    var svg = SVGBuffer()
    svg.open(
      "defs", [])
    svg.open(
      "marker",
      [
        ("id", "arrow"), ("viewBox", "0 0 8 8"), ("refX", "8"), ("refY", "4"),
        ("markerWidth", "8"), ("markerHeight", "8"), ("orient", "auto"),
      ])
    svg.element("path", [("d", "M0 0L8 4L0 8z"), ("fill", "#8e8e93")])
    svg.close("marker")
    svg.close("defs")
    drawEdges(into: &svg)
    for state in exploration.states { drawState(state, into: &svg) }
    let size = (SVGBuffer.number(width), SVGBuffer.number(height))
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"state-graph\" width=\"\(size.0)\""
      + " height=\"\(size.1)\" viewBox=\"0 0 \(size.0) \(size.1)\""
      + " font-family=\"-apple-system, system-ui, sans-serif\" font-size=\"12\">\n"
      + svg.text + "</svg>\n"
  }

  /// The box of the state `id`: its top-left corner.
  private func origin(of id: Int) -> (x: Double, y: Double) {
    let place = places[id]
    return (
      Self.margin + Double(place.column) * (Self.boxWidth + Self.columnGap),
      Self.margin + Double(place.row) * (Self.boxHeight + Self.rowGap)
    )
  }

  private func drawState(_ state: Exploration.State, into svg: inout SVGBuffer) {
    let (x, y) = origin(of: state.id)
    let loops = exploration.edges.filter { $0.from == state.id && $0.to == state.id }.count
    let found = exploration.findings.contains { $0.state == state.id }
    svg.open("a", [("href", "state-\(state.id).html")])
    svg.element(
      "rect",
      [
        ("x", SVGBuffer.number(x)), ("y", SVGBuffer.number(y)),
        ("width", SVGBuffer.number(Self.boxWidth)), ("height", SVGBuffer.number(Self.boxHeight)),
        ("rx", "8"), ("fill", "#ffffff"), ("stroke", found ? "#ff3b30" : "#007aff"),
        ("stroke-width", found ? "2" : "1"),
      ])
    svg.element(
      "text",
      [("x", SVGBuffer.number(x + 10)), ("y", SVGBuffer.number(y + 18)), ("font-weight", "600")],
      content: "State \(state.id)" + (loops > 0 ? " (\(loops) stay here)" : ""))
    svg.element(
      "text",
      [("x", SVGBuffer.number(x + 10)), ("y", SVGBuffer.number(y + 35)), ("fill", "#6e6e73")],
      content: Self.shortened(state.path.last?.description ?? "the first screen", to: 30))
    svg.close("a")
  }

  /// The arrows: the first into each state labelled, the others dashed, one per pair of
  /// states.
  private func drawEdges(into svg: inout SVGBuffer) {
    var firstInto: Set<Int> = [0]
    var drawn: [String: Int] = [:]
    var arrows: [(from: Int, to: Int, steps: [String], isFirst: Bool)] = []
    for edge in exploration.edges where edge.from != edge.to {
      let key = "\(edge.from)>\(edge.to)"
      if let index = drawn[key] {
        arrows[index].steps.append(edge.step.description)
        continue
      }
      drawn[key] = arrows.count
      arrows.append(
        (edge.from, edge.to, [edge.step.description], firstInto.insert(edge.to).inserted))
    }
    for arrow in arrows {
      let (start, startBend, end, endBend) = ends(from: arrow.from, to: arrow.to)
      let path =
        "M\(SVGBuffer.number(start.x)) \(SVGBuffer.number(start.y))"
        + "C\(SVGBuffer.number(start.x + startBend)) \(SVGBuffer.number(start.y))"
        + " \(SVGBuffer.number(end.x + endBend)) \(SVGBuffer.number(end.y))"
        + " \(SVGBuffer.number(end.x)) \(SVGBuffer.number(end.y))"
      svg.open("g", [])
      svg.element("title", [], content: arrow.steps.joined(separator: "\n"))
      var attributes = [
        ("d", path), ("fill", "none"), ("stroke", arrow.isFirst ? "#8e8e93" : "#c7c7cc"),
        ("marker-end", "url(#arrow)"),
      ]
      if !arrow.isFirst { attributes.append(("stroke-dasharray", "4 3")) }
      svg.element("path", attributes)
      if arrow.isFirst {
        svg.element(
          "text",
          [
            ("x", SVGBuffer.number(end.x - 6)), ("y", SVGBuffer.number(end.y - 6)),
            ("text-anchor", "end"), ("font-size", "11"), ("fill", "#3a3a3c"),
          ],
          content: Self.shortened(arrow.steps[0], to: 24))
      }
      svg.close("g")
    }
  }

  /// Where an arrow from state `from` to state `to` starts and ends, and how far its curve
  /// leaves each end horizontally: forward from the right side of one box to the left side of
  /// the other; back from the left side to the right side; within a column, from right side
  /// to right side, bulging out to the right.
  private func ends(from: Int, to: Int) -> (
    start: (x: Double, y: Double), startBend: Double, end: (x: Double, y: Double),
    endBend: Double
  ) {
    let (fromX, fromY) = origin(of: from)
    let (toX, toY) = origin(of: to)
    let fromMiddle = fromY + Self.boxHeight / 2
    let toMiddle = toY + Self.boxHeight / 2
    let bend = Self.columnGap / 2
    switch places[to].column - places[from].column {
    case 1...:
      return ((fromX + Self.boxWidth, fromMiddle), bend, (toX, toMiddle), -bend)
    case ..<0:
      return ((fromX, fromMiddle), -bend, (toX + Self.boxWidth, toMiddle), bend)
    default:
      return ((fromX + Self.boxWidth, fromMiddle), bend, (toX + Self.boxWidth, toMiddle), bend)
    }
  }

  /// `text`, cut to `count` characters with an ellipsis when longer.
  private static func shortened(_ text: String, to count: Int) -> String {
    text.count <= count ? text : String(text.prefix(count - 1)) + "…"
  }
}
