extension SymbolCatalog {
  /// Playback, sound, pictures and devices.
  static let media: [String: SymbolDrawing] = [
    "play": SymbolDrawing("▷", filled: "▶", body: "M7 4l13 8-13 8z"),
    "pause": SymbolDrawing("⏸", body: "M6 4h4v16H6zM14 4h4v16h-4z"),
    "stop": SymbolDrawing("□", filled: "■", body: "M5 5h14v14H5z"),
    "forward": SymbolDrawing("»", body: "M3 6l9 6-9 6zM12 6l9 6-9 6z"),
    "backward": SymbolDrawing("«", body: "M21 6l-9 6 9 6zM12 6l-9 6 9 6z"),
    "forward.end": SymbolDrawing("⏭", lines: "M19 5v14", body: "M5 5l11 7-11 7z"),
    "backward.end": SymbolDrawing("⏮", lines: "M5 5v14", body: "M19 5L8 12l11 7z"),
    "shuffle": SymbolDrawing(
      "⤮", lines: "M3 7h4l10 10h4M3 17h4l3-3M14 10l3-3h4M18 4l3 3-3 3M18 14l3 3-3 3"),
    "repeat": SymbolDrawing(
      "⥁", lines: "M4 11V9a2 2 0 0 1 2-2h14M17 4l3 3-3 3M20 13v2a2 2 0 0 1-2 2H4M7 20l-3-3 3-3"),
    "speaker": SymbolDrawing("◁", body: "M4 9h4l5-4v14l-5-4H4z"),
    "speaker.wave.2": SymbolDrawing(
      "◅", lines: "M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11",
      body: "M4 9h4l5-4v14l-5-4H4z"),
    "music.note": SymbolDrawing(
      "♪", lines: "M9 18V5l10-2v13",
      body: SymbolPath.circle(6.5, 18, 2.5) + SymbolPath.circle(16.5, 16, 2.5)),
    "mic": SymbolDrawing(
      "⌽", lines: "M5 11a7 7 0 0 0 14 0M12 18v3", body: "M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0z"),
    "camera": SymbolDrawing(
      "◙",
      body:
        "M3 8a1 1 0 0 1 1-1h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z",
      details: SymbolPath.circle(12, 13, 3.5)),
    "photo": SymbolDrawing(
      "▨", body: SymbolPath.roundedRect(3, 4, 18, 16, 2),
      details: "M3 17l5-5 4 4 3-3 6 6" + SymbolPath.circle(16, 9, 1.5)),
    "film": SymbolDrawing(
      "▥", lines: "M8 3v18M16 3v18M4 8h4M4 12h4M4 16h4M16 8h4M16 12h4M16 16h4",
      body: SymbolPath.roundedRect(4, 3, 16, 18, 1)),
    "video": SymbolDrawing(
      "⏵", lines: "M15 10l6-3v10l-6-3",
      body: "M3 7a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"),
    "headphones": SymbolDrawing(
      "Ω", lines: "M4 15v-3a8 8 0 0 1 16 0v3",
      body: "M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z"),
    "iphone": SymbolDrawing(
      "▯", body: SymbolPath.roundedRect(6, 2, 12, 20, 2.5), details: "M11 18h2"),
    "ipad": SymbolDrawing("▯", body: SymbolPath.roundedRect(4, 2, 16, 20, 2), details: "M11 18h2"),
    "laptopcomputer": SymbolDrawing(
      "▭", lines: "M2 19h20", body: SymbolPath.roundedRect(5, 5, 14, 10, 1)),
    "desktopcomputer": SymbolDrawing(
      "⎚", lines: "M12 16v4M8 20h8", body: SymbolPath.roundedRect(3, 4, 18, 12, 1.5)),
    "applewatch": SymbolDrawing(
      "◘", lines: "M9 6l1-3h4l1 3M9 18l1 3h4l1-3", body: SymbolPath.roundedRect(7, 6, 10, 12, 2.5)),
    "tv": SymbolDrawing("⎚", lines: "M8 21h8", body: SymbolPath.roundedRect(2, 4, 20, 13, 2)),
    "keyboard": SymbolDrawing(
      "⌨", body: SymbolPath.roundedRect(2, 6, 20, 12, 2),
      details: "M7 14h10" + SymbolPath.circle(6, 10, 0.3) + SymbolPath.circle(10, 10, 0.3)
        + SymbolPath.circle(14, 10, 0.3) + SymbolPath.circle(18, 10, 0.3)),
    "printer": SymbolDrawing(
      "⎙", lines: "M7 9V3h10v6M7 14h10v7H7z", body: SymbolPath.roundedRect(3, 9, 18, 8, 1.5)),
    "battery.100": SymbolDrawing(
      "▮", lines: "M22 11v2", body: SymbolPath.roundedRect(2, 7, 17, 10, 2),
      details: "M5 10h11v4H5z"),
    "wifi": SymbolDrawing(
      "⌔",
      lines: "M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0"
        + SymbolPath.circle(12, 19.5, 0.6)),
  ]
}
