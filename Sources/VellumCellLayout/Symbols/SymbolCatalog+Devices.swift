extension SymbolCatalog {
  /// Hardware, connections, batteries, security and the keyboard's keys.
  static let devices: [String: SymbolDrawing] = [
    "gamecontroller": SymbolDrawing(
      "⊶", lines: "M7 10v4M5 12h4M15 11h.1M18 13h.1",
      body:
        "M7 6h10a5 5 0 0 1 5 5v3a3.5 3.5 0 0 1-6.2 2.3L14.5 15h-5l-1.3 1.3A3.5 3.5 0 0 1 2 14v-3a5 5 0 0 1 5-5z"
    ),
    "hifispeaker": SymbolDrawing(
      "▯", body: SymbolPath.roundedRect(5, 2, 14, 20, 2),
      details: SymbolPath.circle(12, 14, 3.5) + SymbolPath.circle(12, 6.5, 1.2)),
    "display": SymbolDrawing(
      "▭", lines: "M8 21h8M12 17v4", body: SymbolPath.roundedRect(2, 3, 20, 14, 2)),
    "server.rack": SymbolDrawing(
      "☰",
      body: SymbolPath.roundedRect(3, 3, 18, 8, 1.5) + SymbolPath.roundedRect(3, 13, 18, 8, 1.5),
      details: "M7 7h.1M7 17h.1M11 7h6M11 17h6"),
    "cpu": SymbolDrawing(
      "⊞",
      lines: "M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3",
      body: SymbolPath.roundedRect(5, 5, 14, 14, 2), details: "M9 9h6v6H9z"),
    "memorychip": SymbolDrawing(
      "▥", lines: "M6 19v3M10 19v3M14 19v3M18 19v3",
      body: SymbolPath.roundedRect(2, 6, 20, 13, 1.5), details: "M6 10v5M10 10v5M14 10v5M18 10v5"),
    "externaldrive": SymbolDrawing(
      "▭", body: "M5 5h14l3 9v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-4z", details: "M2 14h20M17 16.5h.1"),
    "internaldrive": SymbolDrawing(
      "▭", body: SymbolPath.roundedRect(2, 7, 20, 10, 2), details: "M17 12h.1M6 12h6"),
    "icloud": SymbolDrawing(
      "☁", body: "M7 19a5 5 0 0 1-.5-10A6 6 0 0 1 18 8.5a4.5 4.5 0 0 1-.5 10.5z"),
    "antenna.radiowaves.left.and.right": SymbolDrawing(
      "Ψ",
      lines: "M12 10v11M8 21h8M8.5 6.5a5 5 0 0 0 0 7M15.5 6.5a5 5 0 0 1 0 7M5 3.5a9 9 0 0 0 0 13"
        + "M19 3.5a9 9 0 0 1 0 13" + SymbolPath.circle(12, 10, 1.5)),
    "dot.radiowaves.left.and.right": SymbolDrawing(
      "◉",
      lines:
        "M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14",
      body: SymbolPath.circle(12, 12, 1.8)),
    "personalhotspot": SymbolDrawing(
      "∞",
      lines: "M9 12a3 3 0 1 1 3 3M15 12a3 3 0 1 0-3 3M6 12a6 6 0 1 1 6 6M18 12a6 6 0 1 0-6 6"),
    "network": SymbolDrawing(
      "⊶",
      lines: SymbolPath.circle(12, 12, 9) + "M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"
        + "M5 7h14M5 17h14"),
    "cellularbars": SymbolDrawing(
      "▂", body: "M3 17h3v4H3zM8.5 13h3v8h-3zM14 9h3v12h-3zM19.5 4h3v17h-3z"),
    "simcard": SymbolDrawing(
      "▯", body: "M6 2h9l5 5v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z",
      details: "M8 11h8v7H8zM12 11v7M8 14.5h8"),
    "battery.0": SymbolDrawing(
      "▭", lines: "M22 11v2", body: SymbolPath.roundedRect(2, 7, 17, 10, 2)),
    "battery.25": SymbolDrawing(
      "▭", lines: "M22 11v2M5 10v4", body: SymbolPath.roundedRect(2, 7, 17, 10, 2)),
    "battery.50": SymbolDrawing(
      "▭", lines: "M22 11v2M5 10v4M8 10v4M11 10v4", body: SymbolPath.roundedRect(2, 7, 17, 10, 2)),
    "battery.75": SymbolDrawing(
      "▭", lines: "M22 11v2M5 10v4M8 10v4M11 10v4M14 10v4",
      body: SymbolPath.roundedRect(2, 7, 17, 10, 2)),
    "faceid": SymbolDrawing(
      "⌾",
      lines: SymbolPath.viewfinderCorners
        + "M9 9v1M15 9v1M12 9v4h-1M9 16a4 4 0 0 0 6 0"),
    "touchid": SymbolDrawing(
      "⊚",
      lines:
        "M6 18a9 9 0 0 1-1-4 7 7 0 0 1 14 0v2M9 20a12 12 0 0 1-1-6 4 4 0 0 1 8 0 17 17 0 0 1-1 5"
        + "M12 14a14 14 0 0 0 1 7M6 7a9 9 0 0 1 12 0"),
    "lock.shield": SymbolDrawing(
      "⛨", body: "M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z",
      details: "M9.5 12v-1.5a2.5 2.5 0 0 1 5 0V12M9 12h6v4H9z"),
    "lock.rotation": SymbolDrawing(
      "⟳", lines: "M20 12a8 8 0 1 1-3-6.2M20 3v4h-4", body: "M9 11h6v5H9z",
      details: "M10 11V9.5a2 2 0 0 1 4 0V11"),
    "exclamationmark.octagon": SymbolDrawing(
      "⯃", body: "M8 2h8l6 6v8l-6 6H8l-6-6V8z", details: "M12 7v6M12 16.5v.5"),
    "xmark.octagon": SymbolDrawing(
      "⯃", body: "M8 2h8l6 6v8l-6 6H8l-6-6V8z", details: "M9 9l6 6M15 9l-6 6"),
    "nosign": SymbolDrawing("⊘", lines: SymbolPath.circle(12, 12, 9) + "M5.6 5.6l12.8 12.8"),
    "command": SymbolDrawing(
      "⌘",
      lines: "M9 9V6a3 3 0 1 0-3 3h12a3 3 0 1 0-3-3v12a3 3 0 1 0 3-3H6a3 3 0 1 0 3 3z"),
    "option": SymbolDrawing("⌥", lines: "M3 5h5l8 14h5M14 5h7"),
    "shift": SymbolDrawing("⇧", body: "M12 3l9 9h-5v8H8v-8H3z"),
    "control": SymbolDrawing("⌃", lines: "M5 13l7-7 7 7"),
    "capslock": SymbolDrawing("⇪", lines: "M8 20h8", body: "M12 3l9 9h-5v4H8v-4H3z"),
    "delete.left": SymbolDrawing(
      "⌫", body: "M8 5h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-6-7z", details: "M11 9l6 6M17 9l-6 6"),
    "delete.right": SymbolDrawing(
      "⌦", body: "M16 5H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12l6-7z", details: "M7 9l6 6M13 9l-6 6"),
    "escape": SymbolDrawing("⎋", lines: "M4 4v6h6M4 4l8 8M13 3a9 9 0 1 1-9 10"),
    "keyboard.chevron.compact.down": SymbolDrawing(
      "⌨", lines: "M9 19l3 2 3-2", body: SymbolPath.roundedRect(2, 3, 20, 12, 2),
      details: "M6 7h.1M10 7h.1M14 7h.1M18 7h.1M8 11h8"),
    "character": SymbolDrawing("A", lines: "M5 20l7-16 7 16M8 14h8"),
    "textformat.size": SymbolDrawing(
      "A", lines: "M3 20l6-14 6 14M5 15h8M15 20l3.5-8 3.5 8M16.5 17h3"),
    "textformat.abc": SymbolDrawing(
      "a", lines: "M2 18l3-9 3 9M3 15h4M10 9v9h2.5a2.2 2.2 0 0 0 0-4.5H10M22 10a3 3 0 1 0 0 7"),
    "text.quote": SymbolDrawing("❞", lines: "M3 6h18M10 12h11M10 18h11M3 12h3v3l-2 3"),
    "text.justify": SymbolDrawing("≡", lines: "M3 6h18M3 10h18M3 14h18M3 18h18"),
    "text.aligncenter": SymbolDrawing("≡", lines: "M3 6h18M6 10h12M3 14h18M6 18h12"),
    "text.alignright": SymbolDrawing("≡", lines: "M3 6h18M9 10h12M3 14h18M9 18h12"),
    "strikethrough": SymbolDrawing(
      "S",
      lines:
        "M17 7a4 4 0 0 0-4-2h-2a3.5 3.5 0 0 0 0 7M7 17a4 4 0 0 0 4 2h2a3.5 3.5 0 0 0 0-7M3 12h18"),
  ]
}
