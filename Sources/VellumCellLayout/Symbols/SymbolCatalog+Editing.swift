extension SymbolCatalog {
  /// Editing, documents, sharing and organizing.
  static let editing: [String: SymbolDrawing] = [
    "pencil": SymbolDrawing(
      "✎", lines: "M14 6l4 4",
      body: "M4 20l1.5-5.5L15.5 4.5a2.1 2.1 0 0 1 3 0l1 1a2.1 2.1 0 0 1 0 3L9.5 18.5z"),
    "square.and.pencil": SymbolDrawing(
      "✎", lines: "M11 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5",
      body: "M18.5 3.5a2.1 2.1 0 0 1 3 3L12 16l-4 1 1-4z"),
    "trash": SymbolDrawing(
      "⌫", lines: "M3 6h18M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2",
      body: "M5 6l1 14a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1l1-14z", details: "M10 10v7M14 10v7"),
    "doc": SymbolDrawing(
      "▯", lines: "M14 3v5h5", body: SymbolPath.page),
    "doc.text": SymbolDrawing(
      "▤", lines: "M14 3v5h5", body: SymbolPath.page,
      details: "M8.5 12h7M8.5 16h7"),
    "doc.on.doc": SymbolDrawing(
      "⧉", lines: "M8 8V5a1 1 0 0 1 1-1h7l4 4v10a1 1 0 0 1-1 1h-3",
      body: "M4 9a1 1 0 0 1 1-1h10v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z"),
    "note": SymbolDrawing("▯", lines: "M13 21v-6h6", body: "M5 3h14v12l-6 6H5z"),
    "folder": SymbolDrawing(
      "▭", body: "M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"),
    "paperclip": SymbolDrawing(
      "⎘",
      lines:
        "M20 11.5l-8 8a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L9.7 17.2a1.7 1.7 0 0 1-2.4-2.4L15 7"
    ),
    "link": SymbolDrawing(
      "∞",
      lines:
        "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
    ),
    "scissors": SymbolDrawing(
      "✂",
      lines: SymbolPath.circle(6, 6, 3) + SymbolPath.circle(6, 18, 3)
        + "M8.5 7.5L20 18M8.5 16.5L20 6"),
    "square.and.arrow.up": SymbolDrawing(
      "⇪",
      lines:
        "M12 3v12M8 7l4-4 4 4M9 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-3"
    ),
    "square.and.arrow.down": SymbolDrawing(
      "⇩",
      lines:
        "M12 3v11M8 10l4 4 4-4M9 8H6a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-3"
    ),
    "tray": SymbolDrawing(
      "⊔", lines: "M3 13h5l1 3h6l1-3h5",
      body: "M3 13l3-8h12l3 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"),
    "archivebox": SymbolDrawing(
      "⊟", lines: "M3 4h18v4H3z", body: "M4 8h16v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z",
      details: "M10 12h4"),
    "tag": SymbolDrawing(
      "⌗", body: "M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z", details: SymbolPath.circle(7.5, 7.5, 1.5)),
    "bookmark": SymbolDrawing("⊓", body: "M6 3h12v18l-6-4-6 4z"),
    "flag": SymbolDrawing("⚐", filled: "⚑", lines: "M5 4v17", body: "M5 4h13l-2.5 4.5L18 13H5"),
    "pin": SymbolDrawing("⚲", lines: "M12 14v7", body: "M9 3h6l-1 6 3 5H7l3-5z"),
    "mappin": SymbolDrawing(
      "⌖", body: "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z",
      details: SymbolPath.circle(12, 9, 2.5)),
    "paintbrush": SymbolDrawing(
      "✐", lines: "M18 3l3 3-8 8-3-3z",
      body: "M10 11l3 3-1 2a4 4 0 0 1-4 3H4c1-1 1-3 2-5a3 3 0 0 1 4-3z"),
    "slider.horizontal.3": SymbolDrawing(
      "≡", lines: "M4 6h6M14 6h6M4 12h2M10 12h10M4 18h10M18 18h2",
      body: SymbolPath.circle(12, 6, 2) + SymbolPath.circle(8, 12, 2)
        + SymbolPath.circle(16, 18, 2)),
    "gear": SymbolDrawing(
      "⚙", body: SymbolPath.gear(teeth: 8, inner: 7, outer: 9.5),
      details: SymbolPath.circle(12, 12, 3)),
    "wrench": SymbolDrawing(
      "⚒",
      body:
        "M14 3a5 5 0 0 0-4.6 6.9l-5.9 5.9a2 2 0 0 0 2.8 2.8l5.9-5.9A5 5 0 0 0 19 8l-3 1-1.5-1.5L16 4.5A5 5 0 0 0 14 3z"
    ),
    "bold": SymbolDrawing("B", lines: "M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z"),
    "italic": SymbolDrawing("I", lines: "M10 4h8M6 20h8M14 4l-4 16"),
    "underline": SymbolDrawing("U", lines: "M7 4v7a5 5 0 0 0 10 0V4M5 21h14"),
    "textformat": SymbolDrawing(
      "A", lines: "M3 18L8 6l5 12M5 14h6M14 18l3.5-8 3.5 8M15.3 15.5h4.4"),
    "square.stack": SymbolDrawing(
      "⧉", lines: "M8 8V5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-3",
      body: SymbolPath.roundedRect(3, 8, 13, 13, 2)),
  ]
}
