extension SymbolCatalog {
  /// People, messages, calls and notifications.
  static let communication: [String: SymbolDrawing] = [
    "person": SymbolDrawing(
      "♙", filled: "♟", body: SymbolPath.circle(12, 8, 4) + "M4 21a8 7 0 0 1 16 0z"),
    "person.2": SymbolDrawing(
      "♙", filled: "♟", lines: "M15.5 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6",
      body: SymbolPath.circle(9, 8, 3.5) + "M2 20a7 6 0 0 1 14 0z"),
    "person.badge.plus": SymbolDrawing(
      "♙", filled: "♟", lines: "M19 8v6M16 11h6",
      body: SymbolPath.circle(9, 8, 4) + "M2 21a7 7 0 0 1 14 0z"),
    "hand.thumbsup": SymbolDrawing(
      "☝",
      body:
        "M7 10v11H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7z"),
    "face.smiling": SymbolDrawing(
      "☺", body: SymbolPath.circle(12, 12, 9),
      details: "M8 14a5 5 0 0 0 8 0" + SymbolPath.circle(9, 9.5, 0.5)
        + SymbolPath.circle(15, 9.5, 0.5)),
    "envelope": SymbolDrawing(
      "✉", body: SymbolPath.roundedRect(3, 5, 18, 14, 2), details: "M3 7l9 6 9-6"),
    "bubble.left": SymbolDrawing(
      "❝",
      body: SymbolPath.speechBubble),
    "phone": SymbolDrawing(
      "☎",
      body:
        "M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"
    ),
    "paperplane": SymbolDrawing("➢", lines: "M11 13L21 3", body: "M3 11l18-8-8 18-2-8z"),
    "bell": SymbolDrawing("⍾", lines: "M10 21h4", body: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"),
    "globe": SymbolDrawing(
      "◍",
      lines: SymbolPath.circle(12, 12, 9)
        + "M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"),
    "lock": SymbolDrawing(
      "⚿", lines: "M8 10V7a4 4 0 0 1 8 0v3", body: SymbolPath.roundedRect(5, 10, 14, 11, 2)),
    "lock.open": SymbolDrawing(
      "⚿", lines: "M8 10V7a4 4 0 0 1 7.5-2", body: SymbolPath.roundedRect(5, 10, 14, 11, 2)),
    "key": SymbolDrawing(
      "⚷", lines: "M11 12.5L20 3.5M17 6.5l2.5 2.5M15 8.5l2 2",
      body: SymbolPath.circle(7.5, 15.5, 4.5)),
    "eye": SymbolDrawing(
      "◉", body: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z",
      details: SymbolPath.circle(12, 12, 3)),
    "shield": SymbolDrawing("⛉", body: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"),
    "checkmark.shield": SymbolDrawing(
      "⛉", body: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z", details: "M8.5 12l2.5 2.5 4.5-5"),
    "exclamationmark.triangle": SymbolDrawing(
      "⚠", body: "M12 3.5l9.5 16.5h-19z", details: "M12 9.5v5" + SymbolPath.circle(12, 17.5, 0.5)),
    "hand.raised": SymbolDrawing(
      "☚",
      body:
        "M8 13V5a1.5 1.5 0 0 1 3 0v6V4a1.5 1.5 0 0 1 3 0v7V5a1.5 1.5 0 0 1 3 0v9a7 7 0 0 1-7 7 6 6 0 0 1-5-3l-3-5a1.5 1.5 0 0 1 2.5-1.5z"
    ),
  ]
}
