extension SymbolCatalog {
  /// People, hands, the body, health and sport.
  static let people: [String: SymbolDrawing] = [
    "person.3": SymbolDrawing(
      "♙", filled: "♟",
      lines: SymbolPath.circle(5, 9, 2.2) + "M1.5 19a4 4 0 0 1 4-4.5"
        + SymbolPath.circle(19, 9, 2.2)
        + "M22.5 19a4 4 0 0 0-4-4.5",
      body: SymbolPath.circle(12, 7, 3) + "M6 20a6 5 0 0 1 12 0z"),
    "person.crop.rectangle": SymbolDrawing(
      "▣", body: SymbolPath.roundedRect(3, 4, 18, 16, 2),
      details: SymbolPath.circle(12, 10, 3) + "M7 20a5 4 0 0 1 10 0"),
    "person.text.rectangle": SymbolDrawing(
      "▣", body: SymbolPath.roundedRect(2, 5, 20, 14, 2),
      details: SymbolPath.circle(8, 11, 2.2) + "M4.5 17a3.5 3 0 0 1 7 0M14 10h5M14 14h4"),
    "person.wave.2": SymbolDrawing(
      "♙", filled: "♟", lines: "M17 8a5 5 0 0 1 0 8M20 5a9 9 0 0 1 0 14",
      body: SymbolPath.circle(9, 8, 3.5) + "M2 21a7 6 0 0 1 14 0z"),
    "person.line.dotted.person": SymbolDrawing(
      "⚇",
      lines: SymbolPath.circle(5, 9, 2.5) + "M1 19a4 4 0 0 1 8 0" + SymbolPath.circle(19, 9, 2.5)
        + "M15 19a4 4 0 0 1 8 0M9.5 12h.1M12 12h.1M14.5 12h.1"),
    "figure.walk": SymbolDrawing(
      "⚲",
      lines: SymbolPath.circle(13, 4, 1.8)
        + "M12 8l-2 6 3 3 1 5M10 14l-3 7M12 8l3 4 3 1M11 9l-3 2-1 3"),
    "figure.run": SymbolDrawing(
      "⚲",
      lines: SymbolPath.circle(15, 4, 1.8)
        + "M13 8l-3 5 4 3-1 6M10 13l-5 2M13 8l4 4h3M12 8.5L8 9l-2 3"),
    "figure.stand": SymbolDrawing(
      "⚲", lines: SymbolPath.circle(12, 4, 1.8) + "M12 7v7M12 14l-2 8M12 14l2 8M8 9h8"),
    "figure.wave": SymbolDrawing(
      "⚲", lines: SymbolPath.circle(11, 4, 1.8) + "M11 7v7l-2 8M11 14l2 8M11 9L7 7M11 9l4-3 2-3"),
    "accessibility": SymbolDrawing(
      "⚲", lines: SymbolPath.circle(12, 4, 1.8) + "M5 8l7 2 7-2M12 10v5l-3 7M12 15l3 7"),
    "hand.thumbsdown": SymbolDrawing(
      "☟",
      body: SymbolPath.transformed(
        "M7 10v11H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7z",
        scale: -1, dx: 24, dy: 24)),
    "hand.wave": SymbolDrawing(
      "☝",
      lines: "M8 13V6a1.5 1.5 0 0 1 3 0v5M11 11V4a1.5 1.5 0 0 1 3 0v7M14 11V5a1.5 1.5 0 0 1 3 0v7"
        + "M17 12V8a1.5 1.5 0 0 1 3 0v6a8 8 0 0 1-8 8h-1a7 7 0 0 1-5.5-2.7L3 14a1.6 1.6 0 0 1 "
        + "2.5-2L8 15M3 4l2 1M2 8h2"),
    "hand.tap": SymbolDrawing(
      "☝",
      lines: "M10 13V5a1.5 1.5 0 0 1 3 0v6l4.5.8A2 2 0 0 1 19 14l-.5 4a4 4 0 0 1-4 3.5H12a4 4 0 0 "
        + "1-3.2-1.6L6 16a1.5 1.5 0 0 1 2.3-2L10 15.5M7 5a4.5 4.5 0 0 1 9 0"),
    "hand.point.up": SymbolDrawing(
      "☝",
      lines:
        "M10 14V4a1.5 1.5 0 0 1 3 0v7M13 11h2a1.5 1.5 0 0 1 1.5 1.5M16.5 12.5h.5a1.5 1.5 0 0 1 "
        + "1.5 1.5v2a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-2.7L5 15a1.6 1.6 0 0 1 2.5-2L10 16"),
    "eyeglasses": SymbolDrawing(
      "∞",
      lines: SymbolPath.circle(6, 14, 3.5) + SymbolPath.circle(18, 14, 3.5)
        + "M9.5 14a2.5 2.5 0 0 1 5 0M2.5 14L4 7h2M21.5 14L20 7h-2"),
    "ear": SymbolDrawing(
      "ʚ", lines: "M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 0M10 9a2 2 0 0 1 4 0c0 1.5-2 2-2 3"),
    "brain": SymbolDrawing(
      "ʘ",
      lines: "M12 5v14M12 5a3 3 0 0 0-5.5 1A3 3 0 0 0 4 9a3 3 0 0 0 0 5 3 3 0 0 0 2.5 4A3 3 0 0 0 "
        + "12 19M12 5a3 3 0 0 1 5.5 1A3 3 0 0 1 20 9a3 3 0 0 1 0 5 3 3 0 0 1-2.5 4A3 3 0 0 1 12 19"),
    "face.dashed": SymbolDrawing(
      "◌",
      lines: "M9 9.5v.5M15 9.5v.5M8.5 14.5a4 4 0 0 0 7 0M12 3a9 9 0 0 1 3 .5M19.8 7.5a9 9 0 0 1 1 3"
        + "M20.5 15a9 9 0 0 1-2 3M15 20.5a9 9 0 0 1-3 .5M7.5 19.8a9 9 0 0 1-3-3M3.2 13a9 9 0 0 1 .5-3"
        + "M5.5 5.5a9 9 0 0 1 3-2"),
    "heart.text.square": SymbolDrawing(
      "▣", body: SymbolPath.roundedRect(3, 3, 18, 18, 3),
      details: "M12 16s-4-2.5-4-5a2 2 0 0 1 4-1 2 2 0 0 1 4 1c0 2.5-4 5-4 5z"),
    "bolt.heart": SymbolDrawing(
      "♡", filled: "♥", lines: "M13 8l-3 5h4l-3 5",
      body: "M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.3a4.8 4.8 0 0 1 9 2.5C21 15 12 20.5 12 20.5z"),
    "waveform": SymbolDrawing("≋", lines: "M3 11v2M6 9v6M9 5v14M12 8v8M15 3v18M18 7v10M21 11v2"),
    "waveform.path.ecg": SymbolDrawing("∿", lines: "M2 12h5l2-6 4 12 2-6h7"),
    "stethoscope": SymbolDrawing(
      "∩",
      lines: "M6 3H4v6a5 5 0 0 0 10 0V3h-2M9 14v2a5 5 0 0 0 10 0v-2" + SymbolPath.circle(19, 11, 2)),
    "cross": SymbolDrawing("✚", body: "M9 3h6v6h6v6h-6v6H9v-6H3V9h6z"),
    "cross.case": SymbolDrawing(
      "⊞", lines: "M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2",
      body: SymbolPath.roundedRect(2, 7, 20, 13, 2), details: "M12 10.5v6M9 13.5h6"),
    "pills": SymbolDrawing(
      "⦶", lines: SymbolPath.circle(18, 17, 3.5) + "M15.5 14.5l5 5",
      body: "M4.5 13.5l6-6a3.5 3.5 0 0 1 5 5l-6 6a3.5 3.5 0 0 1-5-5z", details: "M7.5 10.5l5 5"),
    "syringe": SymbolDrawing(
      "⌿", lines: "M18 2l4 4M20 4l-3 3M14 4l6 6M6 18l-3 3M9 12l2 2M12 9l2 2",
      body: "M16 8l-9 9-3-3 9-9z"),
    "bandage": SymbolDrawing(
      "▰", body: "M3.5 14.5l11-11a3.5 3.5 0 0 1 5 5l-11 11a3.5 3.5 0 0 1-5-5z",
      details: "M10 10h.1M14 10h.1M10 14h.1M14 14h.1"),
    "lungs": SymbolDrawing(
      "ɷ", lines: "M12 3v8M12 11l-3 2M12 11l3 2",
      body:
        "M8 7c-3 1-5 6-5 10 0 2 1 3 3 3h3V9a2 2 0 0 0-1-2zM16 7c3 1 5 6 5 10 0 2-1 3-3 3h-3V9a2 "
        + "2 0 0 1 1-2z"),
    "staroflife": SymbolDrawing("✱", lines: "M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9"),
    "medical.thermometer": SymbolDrawing(
      "ǂ", lines: "M8 7h2M8 10h2", body: "M12 14V4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z"),
    "dumbbell": SymbolDrawing("╪", lines: "M6 7v10M9 5v14M15 5v14M18 7v10M9 12h6M3 10v4M21 10v4"),
    "sportscourt": SymbolDrawing(
      "▭", body: SymbolPath.roundedRect(2, 5, 20, 14, 1),
      details: "M12 5v14" + SymbolPath.circle(12, 12, 3) + "M2 9h3v6H2M22 9h-3v6h3"),
    "soccerball": SymbolDrawing(
      "⊛",
      lines: SymbolPath.circle(12, 12, 9)
        + "M12 7l4 3-1.5 4.5h-5L8 10zM12 7V3M16 10l4-1M14.5 14.5l2 4M9.5 14.5l-2 4M8 10L4 9"),
    "basketball": SymbolDrawing(
      "◍",
      lines: SymbolPath.circle(12, 12, 9)
        + "M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8"),
    "tennisball": SymbolDrawing(
      "◍",
      lines: SymbolPath.circle(12, 12, 9) + "M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8"),
    "football": SymbolDrawing(
      "⬮", body: "M19 5c1 5-1 10-5 13s-9 2-9 2-1-5 2-9 7-6 12-6z",
      details: "M9 15l6-6M10.5 11.5l2 2M12.5 9.5l2 2"),
    "bicycle": SymbolDrawing(
      "ꝏ",
      lines: SymbolPath.circle(6, 16, 4) + SymbolPath.circle(18, 16, 4)
        + "M6 16l4-7h6l2 7M10 9L9 6H7M16 9l-3 7H6"),
    "trophy": SymbolDrawing(
      "♖", lines: "M8 21h8M12 17v4M7 5H4v2a4 4 0 0 0 4 4M17 5h3v2a4 4 0 0 1-4 4",
      body: "M7 3h10v6a5 5 0 0 1-10 0z"),
    "medal": SymbolDrawing(
      "⊚", lines: "M8 3l3 7M16 3l-3 7", body: SymbolPath.circle(12, 15, 6),
      details: "M12 12.5v5M9.5 15h5"),
    "rosette": SymbolDrawing(
      "✿", lines: "M9 14l-2 8 5-3 5 3-2-8", body: SymbolPath.circle(12, 9, 6)),
  ]
}
