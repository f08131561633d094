extension SymbolCatalog {
  /// Chevrons, arrows, menus and the marks of editing controls.
  static let navigation: [String: SymbolDrawing] = [
    "chevron.right": SymbolDrawing("›", lines: "M9 5l7 7-7 7"),
    "chevron.left": SymbolDrawing("‹", lines: "M15 5l-7 7 7 7"),
    "chevron.up": SymbolDrawing("⌃", lines: "M5 15l7-7 7 7"),
    "chevron.down": SymbolDrawing("⌄", lines: "M5 9l7 7 7-7"),
    "chevron.up.chevron.down": SymbolDrawing("⇕", lines: "M7 9l5-5 5 5M7 15l5 5 5-5"),
    "arrow.right": SymbolDrawing("→", lines: "M4 12h16M14 6l6 6-6 6"),
    "arrow.left": SymbolDrawing("←", lines: "M20 12H4M10 6l-6 6 6 6"),
    "arrow.up": SymbolDrawing("↑", lines: "M12 20V4M6 10l6-6 6 6"),
    "arrow.down": SymbolDrawing("↓", lines: "M12 4v16M6 14l6 6 6-6"),
    "arrow.up.right": SymbolDrawing("↗", lines: "M7 17L17 7M9 7h8v8"),
    "arrow.down.left": SymbolDrawing("↙", lines: "M17 7L7 17M15 17H7V9"),
    "arrow.clockwise": SymbolDrawing("↻", lines: "M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4"),
    "arrow.circlepath": SymbolDrawing(
      "⟳", lines: "M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4"),
    "arrow.counterclockwise": SymbolDrawing("↺", lines: "M5 12a7 7 0 1 0 2.05-4.95M5 4v4h4"),
    "arrow.triangle.2.circlepath": SymbolDrawing(
      "⟳", lines: "M5 11a7 7 0 0 1 12.5-4M18 3v4h-4M19 13a7 7 0 0 1-12.5 4M6 21v-4h4"),
    "arrow.uturn.backward": SymbolDrawing("↩", lines: "M9 15l-5-5 5-5M4 10h10a5 5 0 0 1 0 10h-3"),
    "arrow.uturn.forward": SymbolDrawing("↪", lines: "M15 15l5-5-5-5M20 10H10a5 5 0 0 0 0 10h3"),
    "arrow.up.arrow.down": SymbolDrawing("⇅", lines: "M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4"),
    "arrow.left.arrow.right": SymbolDrawing(
      "⇄", lines: "M4 8h16M16 4l4 4-4 4M20 16H4M8 12l-4 4 4 4"),
    "arrow.down.to.line": SymbolDrawing("⤓", lines: "M12 3v13M6 10l6 6 6-6M5 21h14"),
    "arrow.up.to.line": SymbolDrawing("⤒", lines: "M12 21V8M6 14l6-6 6 6M5 3h14"),
    "rectangle.portrait.and.arrow.right": SymbolDrawing(
      "⇥", lines: "M14 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8M10 12h11M17 8l4 4-4 4"),
    "house": SymbolDrawing(
      "⌂", body: "M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z"),
    "magnifyingglass": SymbolDrawing(
      "⌕", lines: SymbolPath.circle(10.5, 10.5, 6.5) + "M15.5 15.5L20 20"),
    "line.3.horizontal": SymbolDrawing("☰", lines: "M4 7h16M4 12h16M4 17h16"),
    "line.3.horizontal.decrease": SymbolDrawing("≡", lines: "M4 7h16M7 12h10M10 17h4"),
    "list.bullet": SymbolDrawing(
      "☰",
      lines: "M9 6h11M9 12h11M9 18h11" + SymbolPath.circle(4.5, 6, 0.5)
        + SymbolPath.circle(4.5, 12, 0.5) + SymbolPath.circle(4.5, 18, 0.5)),
    "text.alignleft": SymbolDrawing("≡", lines: "M4 6h16M4 10h10M4 14h16M4 18h10"),
    "square.grid.2x2": SymbolDrawing(
      "⊞", body: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"),
    "sidebar.left": SymbolDrawing(
      "◧", lines: "M9 4v16", body: SymbolPath.roundedRect(3, 4, 18, 16, 2)),
    "ellipsis": SymbolDrawing(
      "…",
      lines: SymbolPath.circle(6, 12, 1) + SymbolPath.circle(12, 12, 1)
        + SymbolPath.circle(18, 12, 1)),
    "xmark": SymbolDrawing("✕", circled: "⊗", lines: "M6 6l12 12M18 6L6 18"),
    "plus": SymbolDrawing("+", circled: "⊕", lines: "M12 5v14M5 12h14"),
    "minus": SymbolDrawing("−", circled: "⊖", lines: "M5 12h14"),
    "checkmark": SymbolDrawing("✓", lines: "M5 12.5l4.5 4.5L19 7"),
    "equal": SymbolDrawing("=", lines: "M5 9h14M5 15h14"),
    "info": SymbolDrawing("i", circled: "ⓘ", lines: "M12 11v7" + SymbolPath.circle(12, 6.5, 0.5)),
    "exclamationmark": SymbolDrawing("!", lines: "M12 4v11" + SymbolPath.circle(12, 19, 0.5)),
    "questionmark": SymbolDrawing(
      "?",
      lines: "M9 9a3 3 0 1 1 4.5 2.6c-.9.5-1.5 1.2-1.5 2.4v.5" + SymbolPath.circle(12, 18.5, 0.5)),
    "number": SymbolDrawing("#", lines: "M5 9h15M4 15h15M10 3L8 21M16 3l-2 18"),
    "at": SymbolDrawing(
      "@", lines: SymbolPath.circle(12, 12, 4) + "M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8"),
    "power": SymbolDrawing("⏻", lines: "M12 3v9M7 5.5a8 8 0 1 0 10 0"),
    "dollarsign": SymbolDrawing(
      "$",
      lines:
        "M16 7c-1-2-3-2.5-4-2.5-2.5 0-4 1.3-4 3.3 0 4.7 8 2.7 8 7.2 0 2-1.8 3.5-4 3.5-2 0-3.5-1-4-2.5M12 2v20"
    ),
    "percent": SymbolDrawing(
      "%", lines: "M19 5L5 19" + SymbolPath.circle(7, 7, 2.5) + SymbolPath.circle(17, 17, 2.5)),
  ]
}
