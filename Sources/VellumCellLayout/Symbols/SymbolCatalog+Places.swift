extension SymbolCatalog {
  /// Transport, buildings, the globe and the outdoors.
  static let places: [String: SymbolDrawing] = [
    "bus": SymbolDrawing(
      "▣", lines: "M7 19v2M17 19v2",
      body: "M5 3h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z",
      details: "M4 12h16M4 7h16M8 15.5h.1M16 15.5h.1"),
    "tram": SymbolDrawing(
      "▣", lines: "M9 2h6M12 2v3M8 19l-2 3M16 19l2 3",
      body: SymbolPath.roundedRect(5, 5, 14, 14, 3), details: "M5 12h14M9 15.5h.1M15 15.5h.1"),
    "ferry": SymbolDrawing(
      "⛴", lines: "M2 20c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M8 9V5h8v4",
      body: "M3 13l9-4 9 4-2 5H5z"),
    "sailboat": SymbolDrawing(
      "▲", lines: "M2 20c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0",
      body: "M11 3v12H4zM13 6l6 9h-6zM3 17h18l-2 2H5z"),
    "fuelpump": SymbolDrawing(
      "▮", lines: "M15 10h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3M2 21h14",
      body: "M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16z", details: "M4 10h10"),
    "bolt.car": SymbolDrawing(
      "ϟ", lines: "M12 2l-2 4h3l-2 4M6 19v2M18 19v2",
      body: "M3 16v-3l2-4h14l2 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z", details: "M7 14h.1M17 14h.1"),
    "truck.box": SymbolDrawing(
      "▬",
      lines: SymbolPath.circle(7, 18, 2) + SymbolPath.circle(17, 18, 2) + "M14 9h4l3 4v4h-2M9 17h6",
      body: "M2 4h12v13H2z"),
    "scooter": SymbolDrawing(
      "ꝏ",
      lines: SymbolPath.circle(5, 18, 3) + SymbolPath.circle(19, 18, 3)
        + "M8 18h8l2-14h3M5 15l3-5h5"),
    "airplane.departure": SymbolDrawing(
      "✈", lines: "M2 21h20",
      body: "M3 13l2-1 3 2 4-2-5-5 2-1 7 4 4-2a1.5 1.5 0 0 1 1.5 2.5L6 18z"),
    "airplane.arrival": SymbolDrawing(
      "✈", lines: "M2 21h20",
      body: "M4 6l2 .5 1 3.5 4 1.5 .5-7 2 .5 2.5 7.5 4.5 1.5a1.5 1.5 0 0 1-1 2.8L4 13z"),
    "globe.americas": SymbolDrawing(
      "◍",
      lines: SymbolPath.circle(12, 12, 9)
        + "M7 5l1 3 3 1-1 3 2 2v3l2 2M17 6l-2 2 1 2 3 1M13 20.5l1-3 3-1"),
    "globe.europe.africa": SymbolDrawing(
      "◍",
      lines: SymbolPath.circle(12, 12, 9)
        + "M9 4l1 2-2 2 1 2 3 1 1 3-1 3 1 4M14 3.5L13 6l3 1 2-1M20 14l-3-1"),
    "signpost.right": SymbolDrawing(
      "⇨", lines: "M12 14v8M8 22h8", body: "M4 4h14l3 4-3 4H4z"),
    "signpost.left": SymbolDrawing(
      "⇦", lines: "M12 14v8M8 22h8", body: "M20 4H6L3 8l3 4h14z"),
    "building": SymbolDrawing(
      "▥", lines: "M3 21h18", body: "M6 21V3h12v18",
      details: "M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M11 21v-3h2v3"),
    "building.columns": SymbolDrawing(
      "⌂", lines: "M3 21h18M5 18h14M6 10v8M10 10v8M14 10v8M18 10v8", body: "M12 3l9 5H3z"),
    "storefront": SymbolDrawing(
      "⌂", lines: "M4 11v10h16V11M9 21v-6h6v6",
      body: "M3 4h18l1 5a2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0z"),
    "house.and.flag": SymbolDrawing(
      "⌂", lines: "M17 3v7M17 3h4l-1 1.5 1 1.5h-4",
      body: "M2 13l7-6 7 6v8H2z", details: "M7 21v-5h4v5"),
    "tent": SymbolDrawing(
      "△", lines: "M2 21h20M12 3v2", body: "M12 5l9 16H3z", details: "M12 5l-3 16M12 5l3 16"),
    "beach.umbrella": SymbolDrawing(
      "☂", lines: "M12 8l6 13M2 21h20", body: "M3 11a10 10 0 0 1 18-5z"),
    "flag.checkered": SymbolDrawing(
      "⚑", lines: "M5 22V3",
      body: "M5 4h15v10H5z", details: "M5 9h15M10 4v10M15 4v10M5 4h5v5H5zM15 4h5v5h-5zM10 9h5v5h-5z"
    ),
    "parkingsign": SymbolDrawing("Ⓟ", lines: "M8 20V4h5a4 4 0 0 1 0 8H8"),
    "road.lanes": SymbolDrawing("║", lines: "M5 3L3 21M19 3l2 18M12 3v3M12 10v4M12 18v3"),
    "train.side.front.car": SymbolDrawing(
      "▣", lines: "M2 20h20M7 17v3M17 17v3",
      body: "M4 4h10a7 7 0 0 1 7 7v6H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z",
      details: "M3 10h18M7 4v6M11 4v6"),
  ]
}
