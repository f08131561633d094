extension SymbolCatalog {
  /// Money, charts, lists, documents, school and drawing tools.
  static let office: [String: SymbolDrawing] = [
    "banknote": SymbolDrawing(
      "▭", body: SymbolPath.roundedRect(2, 6, 20, 12, 2),
      details: SymbolPath.circle(12, 12, 2.5) + "M6 12h.1M18 12h.1"),
    "eurosign": SymbolDrawing("€", lines: "M18 6a7 7 0 1 0 0 12M4 10h10M4 14h10"),
    "sterlingsign": SymbolDrawing("£", lines: "M17 6a4 4 0 0 0-8 0v13M6 19h12M6 12h8"),
    "yensign": SymbolDrawing("¥", lines: "M6 4l6 8 6-8M12 12v8M8 13h8M8 16h8"),
    "bitcoinsign": SymbolDrawing(
      "₿",
      lines: "M7 4h7a4 4 0 0 1 0 8H7zM7 12h8a4 4 0 0 1 0 8H7zM7 4v16M10 2v2M13 2v2M10 20v2M13 20v2"),
    "giftcard": SymbolDrawing(
      "▭", lines: "M2 10h20M9 6v12M9 10c-2-3-5-2-4 0M9 10c2-3 5-2 4 0",
      body: SymbolPath.roundedRect(2, 6, 20, 12, 2)),
    "ticket": SymbolDrawing(
      "⊟", body: "M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4z", details: "M14 6v2M14 11v2M14 16v2"
    ),
    "barcode": SymbolDrawing(
      "║", lines: "M3 5v14M6 5v14M8 5v14M11 5v14M14 5v14M16 5v14M19 5v14M21 5v14"),
    "qrcode": SymbolDrawing(
      "▦",
      lines: "M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM20 14v.1M14 20h.1M17 17h4v4h-4"),
    "chart.line.uptrend.xyaxis": SymbolDrawing("↗", lines: "M3 3v18h18M7 15l4-4 3 3 6-7"),
    "chart.line.downtrend.xyaxis": SymbolDrawing("↘", lines: "M3 3v18h18M7 8l4 4 3-3 6 7"),
    "chart.xyaxis.line": SymbolDrawing("∿", lines: "M3 3v18h18M6 16c3-8 5-8 7-3s4 4 7-5"),
    "chart.bar.xaxis": SymbolDrawing(
      "▆", lines: "M3 21h18", body: "M5 12h3v6H5zM10.5 5h3v13h-3zM16 9h3v9h-3z"),
    "list.number": SymbolDrawing(
      "≡", lines: "M10 6h11M10 12h11M10 18h11M4 4l1.5-1v5M3.5 13.5A1.5 1.5 0 1 1 6 15l-2.5 2H6"),
    "list.dash": SymbolDrawing("≡", lines: "M9 6h12M9 12h12M9 18h12M3 6h3M3 12h3M3 18h3"),
    "list.star": SymbolDrawing(
      "≡", lines: "M11 6h10M11 12h10M11 18h10",
      body: "M5 3.5l1 2 2 .3-1.5 1.4.4 2.1L5 8.3l-1.9 1 .4-2.1L2 5.8l2-.3z"),
    "list.bullet.rectangle": SymbolDrawing(
      "▤", body: SymbolPath.roundedRect(2, 4, 20, 16, 2),
      details: "M10 9h8M10 12h8M10 15h8M6 9h.1M6 12h.1M6 15h.1"),
    "list.bullet.clipboard": SymbolDrawing(
      "▤", lines: "M9 3h6v3H9z",
      body: "M9 4.5H6a1 1 0 0 0-1 1V21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5.5a1 1 0 0 0-1-1h-3",
      details: "M11 11h5M11 15h5M8 11h.1M8 15h.1"),
    "clipboard": SymbolDrawing(
      "▯", lines: "M9 3h6v3H9z",
      body: "M9 4.5H6a1 1 0 0 0-1 1V21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5.5a1 1 0 0 0-1-1h-3"),
    "doc.richtext": SymbolDrawing(
      "▤", lines: "M14 3v5h5",
      body: SymbolPath.page,
      details: "M8 17l2.5-3 2 2 1.5-2 2 3z" + SymbolPath.circle(9.5, 11, 1)),
    "doc.plaintext": SymbolDrawing(
      "▤", lines: "M14 3v5h5",
      body: SymbolPath.page,
      details: "M8 11h8M8 14h8M8 17h5"),
    "doc.zipper": SymbolDrawing(
      "▯", lines: "M14 3v5h5",
      body: SymbolPath.page,
      details: "M10 5h1M10 7h1M10 9h1M10 11h1M9.5 13h2v3h-2z"),
    "newspaper": SymbolDrawing(
      "▤", lines: "M18 7h2a1 1 0 0 1 1 1v10a2 2 0 0 1-4 0",
      body: "M4 4h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z", details: "M7 8h7M7 11h7M7 14h4"),
    "magazine": SymbolDrawing(
      "▥", lines: "M12 5v15",
      body: "M3 4h6a3 3 0 0 1 3 3 3 3 0 0 1 3-3h6v14h-6a3 3 0 0 0-3 2 3 3 0 0 0-3-2H3z"),
    "book.closed": SymbolDrawing(
      "▮", lines: "M8 3v18", body: "M5 3h13a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5z"),
    "text.book.closed": SymbolDrawing(
      "▮", lines: "M8 3v18", body: "M5 3h13a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5z",
      details: "M11 8h5M11 11h5"),
    "graduationcap": SymbolDrawing(
      "⌂", lines: "M6 10v5c2 2 10 2 12 0v-5M21 8v6", body: "M12 4l10 4-10 4L2 8z"),
    "backpack": SymbolDrawing(
      "⊓", lines: "M9 5V3.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1V5M9 21v-5h6v5",
      body: "M8 5h8a4 4 0 0 1 4 4v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a4 4 0 0 1 4-4z"),
    "ruler": SymbolDrawing(
      "▭", body: "M2 16L16 2l6 6L8 22z", details: "M7 11l2 2M10 8l1.5 1.5M13 5l2 2M4 14l1.5 1.5"),
    "paintpalette": SymbolDrawing(
      "◕",
      body: "M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2 0-1.5-1-2 0-3s3 0 5-1 2-3 2-4c0-4.5-4-8-9-8z",
      details: "M7.5 12h.1M9 8h.1M13.5 7h.1M17 10h.1"),
    "paintbrush.pointed": SymbolDrawing(
      "⌿", lines: "M21 3l-9 9", body: "M12 12c-3-1-6 1-6 4-1 3-3 4-3 5 5 0 9-2 9-7z"),
    "eyedropper": SymbolDrawing(
      "⌿", lines: "M14 6l4 4M3 21l1-4 9-9M4 17l3 3 9-9",
      body: "M14 6l2.5-2.5a2.1 2.1 0 0 1 3 3L17 9z"),
    "scribble": SymbolDrawing("∿", lines: "M3 16c3-8 5-10 6-9s-3 9-1 10 5-10 7-9-2 8 0 8 3-3 5-5"),
    "highlighter": SymbolDrawing(
      "⌿", lines: "M3 21h6M9 15l-3 3 3 3 3-3", body: "M9 15l9-12 3 3-12 9z"),
    "pencil.line": SymbolDrawing(
      "✎", lines: "M3 21h18", body: "M15 4l3 3L8 17H5v-3z", details: "M13 6l3 3"),
    "eraser": SymbolDrawing(
      "▱", lines: "M9 20h12", body: "M14 3l7 7-9 10H8l-5-5z", details: "M9 8l7 7"),
    "pencil.and.outline": SymbolDrawing(
      "✎", lines: "M3 21c3-3 5 1 8-2s5 1 8-2", body: "M15 3l3 3-9 9H6v-3z"),
  ]
}
