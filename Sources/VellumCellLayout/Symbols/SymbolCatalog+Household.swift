extension SymbolCatalog {
  /// The home, food and drink, animals and plants.
  static let household: [String: SymbolDrawing] = [
    "lamp.desk": SymbolDrawing(
      "⌒", lines: "M5 21h8M9 21v-6l5-5M14 10l-3-3", body: "M11 7l5-4 5 5-4 5z"),
    "bed.double": SymbolDrawing(
      "▬", lines: "M2 20v-3M22 20v-3M5 11V6a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v5",
      body: "M2 17v-4a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v4z", details: "M7 11V9h4v2M13 11V9h4v2"),
    "sofa": SymbolDrawing(
      "▬", lines: "M5 18v2M19 18v2M5 11V7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4",
      body: "M3 11a2 2 0 0 1 2 2v1h14v-1a2 2 0 1 1 2 2v3H3v-3a2 2 0 0 1 0-4z"),
    "chair": SymbolDrawing(
      "⑁", lines: "M7 13V4a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v9M7 16v5M17 16v5", body: "M5 13h14v3H5z"),
    "shower": SymbolDrawing(
      "⌇", lines: "M4 21V6a3 3 0 0 1 6 0M7 8h6M9 12l-1 2M12 12v2M15 12l1 2M10 17l-1 2M14 17l1 2",
      body: "M7 8a3 3 0 0 1 6 0z"),
    "bathtub": SymbolDrawing(
      "◡", lines: "M5 11V5a2 2 0 0 1 4 0M6 20l-1 2M18 20l1 2",
      body: "M2 11h20v3a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6z"),
    "washer": SymbolDrawing(
      "⊡", body: SymbolPath.roundedRect(4, 2, 16, 20, 2),
      details: "M4 7h16M7 4.5h.1M10 4.5h.1" + SymbolPath.circle(12, 14, 4.5)),
    "refrigerator": SymbolDrawing(
      "▯", body: SymbolPath.roundedRect(5, 2, 14, 20, 2), details: "M5 10h14M8 6v2M8 13v3"),
    "oven": SymbolDrawing(
      "▣", body: SymbolPath.roundedRect(3, 3, 18, 18, 2),
      details: "M3 8h18M7 5.5h.1M11 5.5h.1M7 12h10v5H7z"),
    "fan": SymbolDrawing(
      "✤",
      lines: SymbolPath.circle(12, 12, 1.5)
        + "M12 10.5C12 6 14 3 16.5 4s1 5-3 7M13.5 12.5c4 2 6 5 4 6.5s-4.5-1.5-5-5.5"
        + "M10.5 12.5c-4 1.5-7 .5-6.5-2s4.5-2 6.5 .5M12 13.5V21"),
    "powerplug": SymbolDrawing(
      "⏚", lines: "M9 2v5M15 2v5M12 17v5", body: "M6 7h12v4a6 6 0 0 1-12 0z"),
    "mug": SymbolDrawing(
      "◡", lines: "M17 9h1.5a2.5 2.5 0 0 1 0 5H17",
      body: "M4 6h13v10a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z"),
    "wineglass": SymbolDrawing(
      "Y", lines: "M12 15v6M8 21h8", body: "M7 3h10l.5 6a5.5 5.5 0 0 1-11 0z"),
    "birthday.cake": SymbolDrawing(
      "⌂", lines: "M12 4v4M8 5v3M16 5v3M3 21h18",
      body: "M4 11a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10H4z",
      details: "M4 15c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1 4 0"),
    "carrot": SymbolDrawing(
      "▾", lines: "M15 9l2-6M15 9l6-2M15 9l3 .5",
      body: "M15 9c-2-2-5-1-6 1L3 21l11-6c2-1 3-4 1-6z", details: "M8 13l2 2M6 17l1.5 1.5"),
    "fish": SymbolDrawing(
      "∝", lines: "M16 9.5h.1",
      body: "M2 7l4 5-4 5V7zM6 12c3-5 9-7 14-2l2 2-2 2c-5 5-11 3-14-2z"),
    "pawprint": SymbolDrawing(
      "⁂",
      body: SymbolPath.circle(6, 10, 2) + SymbolPath.circle(10, 5.5, 2)
        + SymbolPath.circle(14, 5.5, 2)
        + SymbolPath.circle(18, 10, 2)
        + "M12 12c3 0 6 3.5 6 6.5 0 2-1.5 2.5-3 2.5-1.5 0-2-1-3-1s-1.5 1-3 1-3-.5-3-2.5C6 15.5 9 12 12 12z"
    ),
    "hare": SymbolDrawing(
      "ʮ", lines: "M14 9L12 3a1 1 0 0 1 2 0l2 5M16 8l2-5a1 1 0 0 1 2 .5L18 9M18 12.5h.1",
      body: "M14 9a5 5 0 0 1 7 4c0 2-1 3-3 3l1 4h-4l-2-3H7a4 4 0 0 1 0-8c3 0 5 0 7 0z"),
    "tortoise": SymbolDrawing(
      "⌓", lines: "M7 17l-1 3M17 17l1 3M20 13h1a1 1 0 0 0 0-2h-1",
      body: "M3 15a8 7 0 0 1 16 0v2H3z", details: "M8 10l3 3 3-3M11 13v4"),
    "bird": SymbolDrawing(
      "ϡ", lines: "M16 7h.1M20 8l2 1-2 1M10 18l-2 3M13 18l1 3",
      body: "M16 5a3 3 0 0 1 4 3c0 7-5 10-11 10H3c3-2 4-4 4-6a6 6 0 0 1 6-6c1 0 2-1 3-1z"),
    "ant": SymbolDrawing(
      "ж",
      lines: "M9 4l2 2M15 4l-2 2M6 9l4 2M18 9l-4 2M5 15l5-1M19 15l-5-1M6 21l5-3M18 21l-5-3",
      body: SymbolPath.circle(12, 8, 2) + SymbolPath.circle(12, 12.5, 2.2)
        + SymbolPath.circle(12, 18, 3)),
    "ladybug": SymbolDrawing(
      "◓", lines: "M12 7v13M9 4l1.5 2M15 4l-1.5 2M4 12h2M18 12h2M4 17h2.5M17.5 17H20",
      body: "M12 6a7 7 0 0 1 7 7v1a6 6 0 0 1-12 0v-1a7 7 0 0 1 5-7z",
      details: "M9 12h.1M15 12h.1M9.5 16h.1M14.5 16h.1"),
    "tree": SymbolDrawing(
      "♣", lines: "M12 14v8", body: "M12 2l6 8h-3l4 5H5l4-5H6z"),
    "mountain.2": SymbolDrawing("⩘", body: "M2 20l7-12 4 6 3-4 6 10z"),
    "camera.macro": SymbolDrawing(
      "✿", lines: "M12 13v9M12 18c-3 0-5-2-5-4M12 18c3 0 5-2 5-4",
      body: "M12 3c2 1 3 3 3 5a3 3 0 0 1-6 0c0-2 1-4 3-5z"),
    "sparkle": SymbolDrawing("✦", body: "M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z"),
    "envelope.open": SymbolDrawing(
      "✉", lines: "M3 10l9 6 9-6",
      body: "M3 10l9-7 9 7v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"),
    "tray.full": SymbolDrawing(
      "▤", lines: "M7 6h10M7 9h10",
      body: "M5 4h14l3 9v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-6z", details: "M2 13h6l1 3h6l1-3h6"),
    "tray.and.arrow.down": SymbolDrawing(
      "⇓", lines: "M12 2v9M8 7l4 4 4-4",
      body: "M2 13h6l1 3h6l1-3h6v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1z"),
    "tray.and.arrow.up": SymbolDrawing(
      "⇑", lines: "M12 11V2M8 6l4-4 4 4",
      body: "M2 13h6l1 3h6l1-3h6v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1z"),
    "basket": SymbolDrawing(
      "⊔", lines: "M7 10l4-7M17 10l-4-7",
      body: "M2 10h20l-2 10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z", details: "M9 14v3M12 14v3M15 14v3"),
    "shippingbox": SymbolDrawing(
      "⊠", lines: "M3 7l9 5 9-5M12 12v10M7.5 4.5l9 5",
      body: "M12 2l9 5v10l-9 5-9-5V7z"),
    "cube": SymbolDrawing(
      "⧈", lines: "M3 7l9 5 9-5M12 12v10", body: "M12 2l9 5v10l-9 5-9-5V7z"),
    "cube.transparent": SymbolDrawing(
      "⧈", lines: "M12 2l9 5v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10M3 17l9-5M21 17l-9-5M12 2v10"),
  ]
}
