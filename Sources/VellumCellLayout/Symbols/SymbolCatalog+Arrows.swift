extension SymbolCatalog {
  /// Arrows beyond the four directions, turns, swaps, expansions and keyboard arrows.
  static let arrows: [String: SymbolDrawing] = [
    "arrow.up.left": SymbolDrawing("↖", lines: "M17 17L7 7M7 16V7h9"),
    "arrow.down.right": SymbolDrawing("↘", lines: "M7 7l10 10M17 8v9H8"),
    "arrow.turn.up.left": SymbolDrawing("↰", lines: "M9 14L4 9l5-5M4 9h10a6 6 0 0 1 6 6v5"),
    "arrow.turn.up.right": SymbolDrawing("↱", lines: "M15 14l5-5-5-5M20 9H10a6 6 0 0 0-6 6v5"),
    "arrow.turn.down.left": SymbolDrawing("↲", lines: "M9 10l-5 5 5 5M4 15h10a6 6 0 0 0 6-6V4"),
    "arrow.turn.down.right": SymbolDrawing("↳", lines: "M15 10l5 5-5 5M20 15H10a6 6 0 0 1-6-6V4"),
    "arrow.up.and.down": SymbolDrawing("↕", lines: "M12 3v18M8 7l4-4 4 4M8 17l4 4 4-4"),
    "arrow.left.and.right": SymbolDrawing("↔", lines: "M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4"),
    "arrow.right.arrow.left": SymbolDrawing(
      "⇄", lines: "M4 8h16M16 4l4 4-4 4M20 16H4M8 20l-4-4 4-4"),
    "arrow.up.left.and.arrow.down.right": SymbolDrawing(
      "⤢", lines: "M4 10V4h6M4 4l6 6M20 14v6h-6M20 20l-6-6"),
    "arrow.down.right.and.arrow.up.left": SymbolDrawing(
      "⤡", lines: "M10 4v6H4M10 10L4 4M14 20v-6h6M14 14l6 6"),
    "arrow.up.and.down.and.arrow.left.and.right": SymbolDrawing(
      "✥", lines: "M12 2v20M2 12h20M9 5l3-3 3 3M9 19l3 3 3-3M5 9l-3 3 3 3M19 9l3 3-3 3"),
    "arrow.triangle.branch": SymbolDrawing(
      "⑂",
      lines: "M6 3v12M18 9a9 9 0 0 1-9 9" + SymbolPath.circle(18, 6, 3)
        + SymbolPath.circle(6, 18, 3)),
    "arrow.triangle.merge": SymbolDrawing(
      "⋎", lines: "M6 21v-4a5 5 0 0 1 5-5h2a5 5 0 0 0 5-5V3M18 21v-4a5 5 0 0 0-5-5M15 6l3-3 3 3"),
    "arrow.triangle.swap": SymbolDrawing("⇆", lines: "M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16"),
    "arrow.up.doc": SymbolDrawing(
      "⇞", lines: "M14 3v5h5M12 18v-7M9 14l3-3 3 3",
      body: SymbolPath.page),
    "arrow.down.doc": SymbolDrawing(
      "⇟", lines: "M14 3v5h5M12 11v7M9 15l3 3 3-3",
      body: SymbolPath.page),
    "chevron.left.2": SymbolDrawing("«", lines: "M11 17l-5-5 5-5M18 17l-5-5 5-5"),
    "chevron.right.2": SymbolDrawing("»", lines: "M6 17l5-5-5-5M13 17l5-5-5-5"),
    "chevron.compact.down": SymbolDrawing("⌄", lines: "M4 10l8 4 8-4"),
    "chevron.compact.up": SymbolDrawing("⌃", lines: "M4 14l8-4 8 4"),
    "chevron.compact.left": SymbolDrawing("‹", lines: "M14 4l-4 8 4 8"),
    "chevron.compact.right": SymbolDrawing("›", lines: "M10 4l4 8-4 8"),
    "arrowtriangle.up": SymbolDrawing("△", filled: "▲", body: "M12 5l8 13H4z"),
    "arrowtriangle.down": SymbolDrawing("▽", filled: "▼", body: "M12 19L4 6h16z"),
    "arrowtriangle.left": SymbolDrawing("◁", filled: "◀", body: "M5 12l13-8v16z"),
    "arrowtriangle.right": SymbolDrawing("▷", filled: "▶", body: "M19 12L6 20V4z"),
    "arrow.uturn.up": SymbolDrawing("⤴", lines: "M6 21v-9a6 6 0 0 1 12 0v4M14 12l4 4 4-4"),
    "arrow.uturn.down": SymbolDrawing("⤵", lines: "M6 3v9a6 6 0 0 0 12 0V8M14 12l4-4 4 4"),
    "rotate.left": SymbolDrawing(
      "⟲", lines: "M4 3v5h5M4.6 8A8 8 0 0 1 19 9", body: "M9 12h9v9H9z"),
    "rotate.right": SymbolDrawing(
      "⟳", lines: "M20 3v5h-5M19.4 8A8 8 0 0 0 5 9", body: "M6 12h9v9H6z"),
    "return": SymbolDrawing("⏎", lines: "M20 5v7a3 3 0 0 1-3 3H5M9 11l-4 4 4 4"),
    "arrow.right.to.line": SymbolDrawing("⇥", lines: "M4 12h12M12 8l4 4-4 4M20 5v14"),
    "arrow.left.to.line": SymbolDrawing("⇤", lines: "M20 12H8M12 8l-4 4 4 4M4 5v14"),
    "arrow.up.right.and.arrow.down.left": SymbolDrawing(
      "⤢", lines: "M14 4h6v6M20 4l-6 6M10 20H4v-6M4 20l6-6"),
    "arrow.down.left.and.arrow.up.right": SymbolDrawing(
      "⤡", lines: "M20 10h-6V4M14 10l6-6M4 14h6v6M10 14l-6 6"),
    "location.north": SymbolDrawing("⇑", body: "M12 3l7 18-7-4-7 4z"),
    "arrow.up.to.line.compact": SymbolDrawing("⤒", lines: "M12 20V9M8 13l4-4 4 4M6 5h12"),
    "arrow.down.to.line.compact": SymbolDrawing("⤓", lines: "M12 4v11M8 11l4 4 4-4M6 19h12"),
    "arrow.3.trianglepath": SymbolDrawing(
      "♲", lines: "M9 4l-5 9h6M15 4l5 9M7 19h10l2-4M12 4l2 3-3 1M6 16l-2 3h4M18 15l-1 4 3 1"),
  ]
}
