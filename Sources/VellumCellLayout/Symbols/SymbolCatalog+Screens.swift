extension SymbolCatalog {
  /// Windows and grids, the camera, music and playback, and conversations.
  static let screens: [String: SymbolDrawing] = [
    "macwindow": SymbolDrawing(
      "▭", body: SymbolPath.roundedRect(2, 4, 20, 16, 2), details: "M2 8h20M5 6h.1M7.5 6h.1M10 6h.1"
    ),
    "sidebar.right": SymbolDrawing(
      "▯", body: SymbolPath.roundedRect(3, 4, 18, 16, 2), details: "M15 4v16M17 8h2M17 11h2"),
    "square.split.2x1": SymbolDrawing(
      "◫", body: SymbolPath.roundedRect(3, 3, 18, 18, 2), details: "M12 3v18"),
    "square.split.1x2": SymbolDrawing(
      "⊟", body: SymbolPath.roundedRect(3, 3, 18, 18, 2), details: "M3 12h18"),
    "rectangle.grid.2x2": SymbolDrawing(
      "⊞", body: SymbolPath.roundedRect(2, 4, 20, 16, 2), details: "M12 4v16M2 12h20"),
    "square.grid.3x3": SymbolDrawing(
      "▦",
      body: "M3 3h5v5H3zM9.5 3h5v5h-5zM16 3h5v5h-5zM3 9.5h5v5H3zM9.5 9.5h5v5h-5zM16 9.5h5v5h-5z"
        + "M3 16h5v5H3zM9.5 16h5v5h-5zM16 16h5v5h-5z"),
    "rectangle.stack": SymbolDrawing(
      "❐", lines: "M5 6h14M7 3h10", body: SymbolPath.roundedRect(3, 9, 18, 12, 2)),
    "rectangle.on.rectangle": SymbolDrawing(
      "❐", lines: "M7 7V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2",
      body: SymbolPath.roundedRect(3, 9, 14, 12, 2)),
    "square.stack.3d.up": SymbolDrawing(
      "⧉", lines: "M3 12l9 5 9-5M3 16l9 5 9-5", body: "M12 3l9 5-9 5-9-5z"),
    "photo.on.rectangle": SymbolDrawing(
      "▨", lines: "M7 5V4a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-1",
      body: SymbolPath.roundedRect(2, 7, 16, 14, 2), details: "M2 17l4-4 4 4 3-3 5 5"),
    "photo.stack": SymbolDrawing(
      "▨", lines: "M6 5h12M8 2h8", body: SymbolPath.roundedRect(3, 8, 18, 14, 2),
      details: "M3 18l5-5 4 4 3-3 6 6"),
    "viewfinder": SymbolDrawing(
      "⌖",
      lines: SymbolPath.viewfinderCorners
    ),
    "camera.viewfinder": SymbolDrawing(
      "⌖",
      lines: SymbolPath.viewfinderCorners,
      body: "M7 9h2l1-1.5h4L15 9h2v7H7z", details: SymbolPath.circle(12, 12.5, 2)),
    "qrcode.viewfinder": SymbolDrawing(
      "⌖",
      lines: SymbolPath.viewfinderCorners
        + "M7 7h4v4H7zM13 7h4v4h-4zM7 13h4v4H7zM14 14h3v3h-3z"),
    "scope": SymbolDrawing(
      "⌖",
      lines: SymbolPath.circle(12, 12, 8) + SymbolPath.circle(12, 12, 3)
        + "M12 1v4M12 19v4M1 12h4M19 12h4"),
    "binoculars": SymbolDrawing(
      "∞", lines: "M9 8h6M10 5h4",
      body: SymbolPath.circle(6.5, 16, 4.5) + SymbolPath.circle(17.5, 16, 4.5)),
    "camera.rotate": SymbolDrawing(
      "⟲",
      body:
        "M3 8a2 2 0 0 1 2-2h2.5l1.5-2h6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
      details: "M8.5 12a3.5 3.5 0 0 1 6.3-2M15.5 13a3.5 3.5 0 0 1-6.3 2M14.8 8v2h-2M9.2 17v-2h2"),
    "record": SymbolDrawing("●", body: SymbolPath.circle(12, 12, 5)),
    "livephoto": SymbolDrawing(
      "◎",
      lines: SymbolPath.circle(12, 12, 5)
        + "M12 2v.1M17 3.3v.1M20.7 7v.1M22 12v.1M20.7 17v.1M17 20.7v.1"
        + "M12 22v.1M7 20.7v.1M3.3 17v.1M2 12v.1M3.3 7v.1M7 3.3v.1",
      body: SymbolPath.circle(12, 12, 1.8)),
    "goforward": SymbolDrawing("↻", lines: "M19 12a7 7 0 1 1-2-5M17 2v5h-5"),
    "gobackward": SymbolDrawing("↺", lines: "M5 12a7 7 0 1 0 2-5M7 2v5h5"),
    "play.rectangle": SymbolDrawing(
      "▶", body: SymbolPath.roundedRect(2, 4, 20, 16, 3), details: "M10 9v6l5-3z"),
    "music.note.list": SymbolDrawing(
      "♫", lines: "M3 6h9M3 10h9M3 14h6M17 17V5l4-1",
      body: SymbolPath.circle(14.5, 17.5, 2.5)),
    "music.mic": SymbolDrawing(
      "♪", lines: "M5 19l5-5M17 5l2 2", body: "M13 4a4.5 4.5 0 1 1 7 7l-5 1-3-3z"),
    "radio": SymbolDrawing(
      "▭", lines: "M6 7l10-4", body: SymbolPath.roundedRect(2, 7, 20, 14, 2),
      details: SymbolPath.circle(8, 14, 3) + "M15 11h4M15 14h4M15 17h4"),
    "metronome": SymbolDrawing(
      "△", lines: "M12 15l5-9", body: "M9 3h6l4 18H5z", details: "M7 16h10"),
    "pianokeys": SymbolDrawing(
      "▥", body: SymbolPath.roundedRect(3, 3, 18, 18, 2),
      details: "M8 3v18M13 3v18M6.5 3v9h3V3M11.5 3v9h3V3M16.5 3v9h3"),
    "stopwatch": SymbolDrawing(
      "◷", lines: "M10 2h4M12 2v3M19 6l-1.5 1.5", body: SymbolPath.circle(12, 13, 8),
      details: "M12 13V9"),
    "gauge": SymbolDrawing(
      "◠", lines: "M3 16a9 9 0 1 1 18 0M12 16l4-5M6 16h.1M18 16h.1M12 7v.1M7.5 9.5v.1M16.5 9.5v.1"),
    "megaphone": SymbolDrawing(
      "⊲", lines: "M7 15l1.5 5a1 1 0 0 0 2-.5L9.5 15",
      body: "M3 10a2 2 0 0 1 2-2h3l10-5v16l-10-5H5a2 2 0 0 1-2-2z", details: "M18 3v16"),
    "speaker.wave.1": SymbolDrawing(
      "◁", lines: "M15.5 9a4 4 0 0 1 0 6", body: "M4 9h4l5-4v14l-5-4H4z"),
    "speaker.wave.3": SymbolDrawing(
      "◁", lines: "M15.5 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11M21 4a12 12 0 0 1 0 16",
      body: "M3 9h4l5-4v14l-5-4H3z"),
    "phone.down": SymbolDrawing(
      "☎",
      body: "M2 14.5a14 14 0 0 1 20 0l-1 3-4.5-1V13a11 11 0 0 0-9 0v3.5L3 17.5z"),
    "phone.arrow.up.right": SymbolDrawing(
      "☎", lines: "M15 3h6v6M21 3l-7 7",
      body:
        "M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"
    ),
    "bubble.left.and.bubble.right": SymbolDrawing(
      "❝", lines: "M16 9h3a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2v3l-3.5-3H11a2 2 0 0 1-2-2v-1",
      body: "M4 3h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H8.5L5 16v-3H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"),
    "quote.bubble": SymbolDrawing(
      "❝",
      body: SymbolPath.speechBubble,
      details: "M8 12c0-2 .5-3 2-3.5M13 12c0-2 .5-3 2-3.5"),
    "text.bubble": SymbolDrawing(
      "❝",
      body: SymbolPath.speechBubble,
      details: "M7 9h10M7 12h6"),
    "exclamationmark.bubble": SymbolDrawing(
      "❝",
      body: SymbolPath.speechBubble,
      details: "M12 7v4M12 13.5v.5"),
    "ellipsis.bubble": SymbolDrawing(
      "❝",
      body: SymbolPath.speechBubble,
      details: "M8 10.5h.1M12 10.5h.1M16 10.5h.1"),
    "captions.bubble": SymbolDrawing(
      "❝",
      body: SymbolPath.speechBubble,
      details: "M7 9h4M13 9h4M7 12h10"),
  ]
}
