extension SymbolCatalog {
  /// A cloud raised to leave room under it for rain, snow or lightning.
  private static let raisedCloud = "M7 14a4 4 0 0 1-.4-8A5.5 5.5 0 0 1 17 5.5a4 4 0 0 1-.5 8.5z"
  /// A small cloud low and to the right, in front of a sun or a moon.
  private static let frontCloud = "M9 20a3.5 3.5 0 0 1-.3-7A4.5 4.5 0 0 1 17 12a3.5 3.5 0 0 1-.5 8z"

  /// Weather beyond the basics: storms, fog, the sun and moon with clouds, the horizon.
  static let weather: [String: SymbolDrawing] = [
    "cloud.bolt": SymbolDrawing("☁", lines: "M13 15l-3 4h4l-3 4", body: raisedCloud),
    "cloud.bolt.rain": SymbolDrawing(
      "☁", lines: "M13 15l-2.5 3.5h3.5l-2.5 3.5M7 16l-1 3M18 16l-1 3", body: raisedCloud),
    "cloud.heavyrain": SymbolDrawing(
      "⛆", lines: "M7 16l-1.5 5M10.5 16L9 21M14 16l-1.5 5M17.5 16L16 21", body: raisedCloud),
    "cloud.fog": SymbolDrawing("☁", lines: "M4 18h16M7 21h10", body: raisedCloud),
    "cloud.hail": SymbolDrawing(
      "☁", lines: "M8 17v.1M12 19v.1M16 17v.1M10 22v.1M14 22v.1", body: raisedCloud),
    "cloud.sleet": SymbolDrawing(
      "☁", lines: "M8 16l-1 2.5M16 16l-1 2.5M12 18v.1M8 21.5v.1M16 21.5v.1", body: raisedCloud),
    "cloud.moon": SymbolDrawing(
      "☁", lines: "M10 8a5 5 0 0 0 9 4A5 5 0 0 1 14 3a5 5 0 0 0-4 5", body: frontCloud),
    "cloud.moon.rain": SymbolDrawing(
      "☁", lines: "M12 7a4 4 0 0 0 8 3A4 4 0 0 1 16 3M8 18l-1 3M12 18l-1 3M16 18l-1 3",
      body: "M8 17a3 3 0 0 1-.3-6A4 4 0 0 1 15 10a3 3 0 0 1-.5 7z"),
    "cloud.moon.bolt": SymbolDrawing(
      "☁", lines: "M12 7a4 4 0 0 0 8 3A4 4 0 0 1 16 3M12 17l-2 3h3l-2 3",
      body: "M8 17a3 3 0 0 1-.3-6A4 4 0 0 1 15 10a3 3 0 0 1-.5 7z"),
    "cloud.sun.rain": SymbolDrawing(
      "☁",
      lines: SymbolPath.circle(15, 7, 3)
        + "M15 1.5v1M20.5 7h1M19 3l.7-.7M8 18l-1 3M12 18l-1 3M16 18l-1 3",
      body: "M8 17a3 3 0 0 1-.3-6A4 4 0 0 1 15 10a3 3 0 0 1-.5 7z"),
    "sun.haze": SymbolDrawing(
      "☼",
      lines: SymbolPath.circle(12, 9, 4)
        + "M12 1v1.5M5 9h1.5M17.5 9H19M7 4l1 1M17 4l-1 1M4 16h16M6 19.5h12"),
    "sun.dust": SymbolDrawing(
      "☼",
      lines: SymbolPath.circle(12, 10, 4)
        + "M12 2v1.5M4 10h1.5M18.5 10H20M6 17h.1M10 19h.1M14 17h.1M18 19h.1M8 21.5h.1M16 21.5h.1"),
    "sunrise": SymbolDrawing(
      "◒", lines: "M2 18h20M6 18a6 6 0 0 1 12 0M12 2v6M9 5l3-3 3 3M4 12l1.5 1M20 12l-1.5 1M7 22h10"),
    "sunset": SymbolDrawing(
      "◒", lines: "M2 18h20M6 18a6 6 0 0 1 12 0M12 2v6M9 5l3 3 3-3M4 12l1.5 1M20 12l-1.5 1M7 22h10"),
    "sun.horizon": SymbolDrawing(
      "◒", lines: "M2 18h20M6 18a6 6 0 0 1 12 0M12 6v2M4.5 10.5L6 12M19.5 10.5L18 12M7 22h10"),
    "tornado": SymbolDrawing("ᘎ", lines: "M3 4h18M5 8h14M7 12h10M9 16h6M11 20h2"),
    "hurricane": SymbolDrawing(
      "ᘐ",
      lines: SymbolPath.circle(12, 12, 3)
        + "M12 9c0-4 3-6 6-6-2 1-3 3-3 6M12 15c0 4-3 6-6 6 2-1 3-3 3-6"),
    "smoke": SymbolDrawing(
      "☁", body: "M6 17a4 4 0 0 1 0-8 5 5 0 0 1 9-2 4 4 0 0 1 4 4 3 3 0 0 1-1 6z",
      details: "M8 20h.1M12 21h.1M16 20h.1"),
    "humidity": SymbolDrawing(
      "≈",
      lines: "M3 17c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0M3 21c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0",
      body: "M12 2c3 4 4 6 4 8a4 4 0 0 1-8 0c0-2 1-4 4-8z"),
    "moon.stars": SymbolDrawing(
      "☾", filled: "☽", lines: "M17 3v4M15 5h4M20 10v2M19 11h2",
      body: "M20 15A8 8 0 0 1 9 4a8 8 0 1 0 11 11z"),
    "moon.haze": SymbolDrawing(
      "☾", filled: "☽", lines: "M3 19h18M6 22h12",
      body: "M19 12A7 7 0 0 1 10 3a7 7 0 0 0-3 13h9a7 7 0 0 0 3-4z"),
    "rainbow": SymbolDrawing(
      "⌒", lines: "M2 18a10 10 0 0 1 20 0M5.5 18a6.5 6.5 0 0 1 13 0M9 18a3 3 0 0 1 6 0"),
    "thermometer.sun": SymbolDrawing(
      "ǂ", lines: SymbolPath.circle(18, 6, 2.5) + "M18 1v1M22 6h1M21.5 2.5l-.7.7",
      body: "M7 14V4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z"),
    "thermometer.snowflake": SymbolDrawing(
      "ǂ", lines: "M18 2v8M14.5 4l7 4M21.5 4l-7 4",
      body: "M7 14V4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z"),
    "wind.snow": SymbolDrawing(
      "≈", lines: "M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M17 19v.1M20 21v.1M14 22v.1"),
    "sun.snow": SymbolDrawing(
      "☼",
      lines: SymbolPath.circle(8, 8, 3.5)
        + "M8 1v1.5M1 8h1.5M13.5 8H15M3 3l1 1M13 3l-1 1M17 12v10M12.7 14.5l8.6 5M21.3 14.5l-8.6 5"),
    "aqi.medium": SymbolDrawing(
      "≈", lines: "M3 8h12M3 12h18M3 16h9M15 16h6M6 20h12M18 8h3"),
  ]
}
