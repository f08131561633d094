extension SymbolCatalog {
  /// Shopping, reading, food, buildings and charts.
  static let objects: [String: SymbolDrawing] = [
    "cart": SymbolDrawing(
      "⊻",
      lines: "M2 3h3l2.5 12h11l2-8H6" + SymbolPath.circle(9, 19.5, 1.5)
        + SymbolPath.circle(17, 19.5, 1.5)),
    "bag": SymbolDrawing(
      "⊍", lines: "M9 8V6a3 3 0 0 1 6 0v2", body: "M5 8h14l-1 12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z"),
    "creditcard": SymbolDrawing(
      "▭", body: SymbolPath.roundedRect(2, 5, 20, 14, 2), details: "M2 10h20M6 15h4"),
    "gift": SymbolDrawing(
      "⊠", lines: "M3 7h18v4H3zM12 7v14M12 7C10 3 6 3 7 6M12 7c2-4 6-4 5-1",
      body: "M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z"),
    "book": SymbolDrawing(
      "❑", lines: "M12 6v14",
      body: "M2 5c3-1.5 7-1.5 10 1 3-2.5 7-2.5 10-1v14c-3-1.5-7-1.5-10 1-3-2.5-7-2.5-10-1z"),
    "books.vertical": SymbolDrawing(
      "⦀", lines: "M14.5 5l3.5-1 3.5 15.5-3.5 1z", body: "M4 4h4v16H4zM9 4h4v16H9z"),
    "lightbulb": SymbolDrawing(
      "☉", lines: "M9 19h6M10 22h4", body: "M9 16v-1.5A6.5 6.5 0 1 1 15 14.5V16z"),
    "crown": SymbolDrawing("♔", filled: "♚", body: "M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z"),
    "fork.knife": SymbolDrawing("ψ", lines: "M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3 4-3 8h3"),
    "cup.and.saucer": SymbolDrawing(
      "⊌", lines: "M16 9h1.5a2.5 2.5 0 0 1 0 5H16M3 21h16",
      body: "M5 8h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z"),
    "building.2": SymbolDrawing(
      "⌸", lines: "M2 21h20", body: "M4 21V5l8-2v18zM12 9h8v12h-8",
      details: "M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2"),
    "chart.bar": SymbolDrawing("▆", body: "M4 13h4v7H4zM10 4h4v16h-4zM16 9h4v11h-4z"),
    "chart.pie": SymbolDrawing("◔", body: SymbolPath.circle(12, 12, 9), details: "M12 3v9h9"),
    "app": SymbolDrawing("▢", body: SymbolPath.roundedRect(4, 4, 16, 16, 4)),
    "briefcase": SymbolDrawing(
      "▤", lines: "M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2",
      body: "M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z",
      details: "M3 13h18"),
    "brain.head.profile": SymbolDrawing(
      "ʘ", lines: "M17 21v-3.5a6.5 6.5 0 0 0 2-4.5 8 8 0 0 0-16 0c0 2 1 3.5 2 4.5V21",
      details: "M8 10a2 2 0 0 1 3-1.5 2 2 0 0 1 3 1.5 2 2 0 0 1-1 3.5M10 13h2"),
    "checklist": SymbolDrawing(
      "☑",
      lines:
        "M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17M10 6h11M10 12h11M10 18h11"),
  ]
}
