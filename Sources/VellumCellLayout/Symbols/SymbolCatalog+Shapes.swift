extension SymbolCatalog {
  /// The plain shapes.
  static let shapes: [String: SymbolDrawing] = [
    "circle": SymbolDrawing("○", filled: "●", body: SymbolPath.circle(12, 12, 9)),
    "square": SymbolDrawing("□", filled: "■", body: SymbolPath.roundedRect(3, 3, 18, 18, 3)),
    "triangle": SymbolDrawing("△", filled: "▲", body: "M12 3.5l9.5 16.5h-19z"),
    "diamond": SymbolDrawing("◇", filled: "◆", body: "M12 2.5l9.5 9.5-9.5 9.5L2.5 12z"),
    "heart": SymbolDrawing(
      "♡", filled: "♥",
      body: "M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.3a4.8 4.8 0 0 1 9 2.5C21 15 12 20.5 12 20.5z"),
    "star": SymbolDrawing(
      "☆", filled: "★", body: SymbolPath.polygon(points: 5, outer: 10, inner: 4.2, y: 12.5)),
    "rectangle": SymbolDrawing("▭", filled: "▬", body: SymbolPath.roundedRect(2, 6, 20, 12, 2)),
    "capsule": SymbolDrawing("▭", filled: "▬", body: "M8 6h8a6 6 0 0 1 0 12H8A6 6 0 0 1 8 6z"),
    "hexagon": SymbolDrawing("⬡", filled: "⬢", body: SymbolPath.polygon(points: 6, outer: 10)),
    "seal": SymbolDrawing(
      "✹", body: SymbolPath.polygon(points: 12, outer: 10, inner: 8.3)),
    "checkmark.seal": SymbolDrawing(
      "✹", body: SymbolPath.polygon(points: 12, outer: 10, inner: 8.3),
      details: "M8.5 12l2.5 2.5 4.5-5"),
  ]
}
