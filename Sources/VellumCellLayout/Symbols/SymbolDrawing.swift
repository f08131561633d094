/// One symbol as the project draws it, in a 24-unit square, and the character that stands for
/// it in text.
///
/// A drawing has up to three parts, each SVG path data: `lines`, always stroked; `body`, the
/// closed outline that the `.fill` variant fills; and `details`, marks inside the body that a
/// fill knocks out (a trash can's ribs, an envelope's flap).
///
/// ```swift
/// SymbolDrawing("♡", filled: "♥", body: "M12 20.5S3 15 …z")
/// ```
package struct SymbolDrawing: Sendable {
  /// The single-cell character for the outlined symbol in text.
  var glyph: String
  /// The character for the `.fill` variant, when it differs.
  var filledGlyph: String?
  /// The character for the `.circle` variants, when there is a circled one (`⊕`).
  var circledGlyph: String?
  /// Stroked lines, never filled.
  package var lines: String
  /// The closed outline the `.fill` variant fills.
  package var body: String
  /// Marks inside the body, knocked out of it when it is filled.
  package var details: String

  init(
    _ glyph: String, filled: String? = nil, circled: String? = nil, lines: String = "",
    body: String = "", details: String = ""
  ) {
    self.glyph = glyph
    self.filledGlyph = filled
    self.circledGlyph = circled
    self.lines = lines
    self.body = body
    self.details = details
  }
}

extension SymbolDrawing {
  /// Every stroke of the outlined symbol, as one path.
  package var outline: String { body + lines + details }
}
