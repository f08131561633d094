extension SymbolCatalog {
  /// Weather, time and nature.
  static let nature: [String: SymbolDrawing] = [
    "sun.max": SymbolDrawing(
      "☼", filled: "☀",
      lines:
        "M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
      body: SymbolPath.circle(12, 12, 4)),
    "moon": SymbolDrawing("☾", body: "M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z"),
    "cloud": SymbolDrawing(
      "☁", body: "M7 19a5 5 0 0 1-.5-10A6 6 0 0 1 18 8.5a4.5 4.5 0 0 1-.5 10.5z"),
    "cloud.rain": SymbolDrawing(
      "⛆", lines: "M8 18l-1 3M12 18l-1 3M16 18l-1 3",
      body: "M7 15a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 5.5a4.5 4.5 0 0 1-.5 9.5z"),
    "snowflake": SymbolDrawing(
      "❄",
      lines:
        "M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9.5 3.5L12 6l2.5-2.5M9.5 20.5L12 18l2.5 2.5"),
    "cloud.sun": SymbolDrawing(
      "☁", lines: "M8 2v2M2 8h2M3.8 3.8l1.4 1.4M12.2 3.8l-1.4 1.4",
      body:
        "M10 21a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 20 11.5a4.5 4.5 0 0 1-.5 9.5zM5.5 10.5A3 3 0 0 1 10.8 7"
    ),
    "cloud.sun.bolt": SymbolDrawing(
      "⛈", lines: "M6 2v2M1 7h2M2.5 3l1.4 1.4M14 16l-2 3h3l-2 3",
      body: "M10 15a4.5 4.5 0 0 1-.5-9A5.5 5.5 0 0 1 20 5.5a4.5 4.5 0 0 1-.5 9.5z"),
    "cloud.snow": SymbolDrawing(
      "❆", lines: "M8 18v2M12 19v2M16 18v2M10 22h.01M14 22h.01",
      body: "M7 15a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 5.5a4.5 4.5 0 0 1-.5 9.5z"),
    "cloud.drizzle": SymbolDrawing(
      "⛆", lines: "M8 18l-.5 1.5M12 18l-.5 1.5M16 18l-.5 1.5M10 21l-.5 1.5M14 21l-.5 1.5",
      body: "M7 15a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 5.5a4.5 4.5 0 0 1-.5 9.5z"),
    "moon.zzz": SymbolDrawing(
      "☾", lines: "M14 3h4l-4 4h4M18 10h3l-3 3h3",
      body: "M17 16.5A7.5 7.5 0 1 1 8 6.5a6 6 0 0 0 9 10z"),
    "bolt": SymbolDrawing("ϟ", body: "M13 2L4 14h7l-1 8 9-12h-7z"),
    "flame": SymbolDrawing(
      "♨",
      body:
        "M12 22a7 7 0 0 1-7-7c0-4 3-6 4-10 2 2 3 4 3 6 1-1 2-2 2-4 3 3 5 5 5 8a7 7 0 0 1-7 7z"),
    "drop": SymbolDrawing("◊", body: "M12 3s-7 7.5-7 12a7 7 0 0 0 14 0c0-4.5-7-12-7-12z"),
    "wind": SymbolDrawing("≈", lines: "M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7"),
    "thermometer": SymbolDrawing(
      "°", body: "M10 4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z", details: "M12 9v7"),
    "umbrella": SymbolDrawing("☂", lines: "M12 12v7a2 2 0 0 1-4 0", body: "M3 12a9 9 0 0 1 18 0z"),
    "leaf": SymbolDrawing("❦", lines: "M5 19L13 11", body: "M5 19C5 10 11 4 20 4c0 9-6 15-15 15z"),
    "sparkles": SymbolDrawing(
      "✧", filled: "✦",
      body:
        "M10 3l1.5 4.5L16 9l-4.5 1.5L10 15l-1.5-4.5L4 9l4.5-1.5zM18 13l.8 2.2L21 16l-2.2.8L18 19l-.8-2.2L15 16l2.2-.8z"
    ),
    "wand.and.stars": SymbolDrawing(
      "✧", lines: "M4 20L15 9M13 7l4 4",
      body: "M19 3l.7 1.8 1.8.7-1.8.7L19 8l-.7-1.8-1.8-.7 1.8-.7z"),
    "clock": SymbolDrawing("◷", body: SymbolPath.circle(12, 12, 9), details: "M12 7v5l3 2"),
    "alarm": SymbolDrawing(
      "◷", lines: "M3 5l3-3M21 5l-3-3", body: SymbolPath.circle(12, 13, 8),
      details: "M12 9v4l2.5 1.5"),
    "timer": SymbolDrawing(
      "◴", lines: "M10 2h4M12 2v3", body: SymbolPath.circle(12, 13, 8), details: "M12 13l3-3"),
    "hourglass": SymbolDrawing(
      "⧗", lines: "M6 3h12M6 21h12", body: "M7 3c0 5 5 6 5 9s-5 4-5 9h10c0-5-5-6-5-9s5-4 5-9z"),
    "calendar": SymbolDrawing(
      "▦", lines: "M8 3v4M16 3v4", body: SymbolPath.roundedRect(3, 5, 18, 16, 2),
      details: "M3 10h18"),
    "map": SymbolDrawing(
      "◫", body: "M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z", details: "M9 3v15M15 6v15"),
    "location": SymbolDrawing("➤", body: "M20 4L3 11l8 2 2 8z"),
    "airplane": SymbolDrawing(
      "✈",
      body:
        "M10.5 3.5a1.5 1.5 0 0 1 3 0V9l8 5v2l-8-2.5V18l2.5 2v1.5L12 20.5l-4 1V20l2.5-2v-4.5L2.5 16v-2l8-5z"
    ),
    "car": SymbolDrawing(
      "⛍",
      body:
        "M5 11l2-5h10l2 5h1a1 1 0 0 1 1 1v5h-2v2h-3v-2H8v2H5v-2H3v-5a1 1 0 0 1 1-1z",
      details: SymbolPath.circle(7.5, 14, 1) + SymbolPath.circle(16.5, 14, 1)),
  ]
}
