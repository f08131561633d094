/// The SF Symbols the project draws: a base drawing per name, and the variants every base takes
/// (`.fill`, `.circle`, `.circle.fill`, `.square`, `.square.fill`, `.slash`).
///
/// A name resolves to a base and a variant: `plus.circle.fill` is `plus` filled in a circle.
/// A name with no base is unknown: HTML draws a neutral placeholder of a symbol's size and text
/// a `◌`, never the name cut short; the gallery lists the unknown names it met.
///
/// ```swift
/// SymbolCatalog.symbol(named: "star", variant: "fill")?.glyph   // "★"
/// SymbolCatalog.glyph(for: "lizard", variant: nil)            // "◌"
/// ```
package enum SymbolCatalog {
  /// A name resolved to its drawing and variant.
  package struct Symbol {
    package var drawing: SymbolDrawing
    package var variant: SymbolVariant

    /// The single-cell character for this symbol in text.
    var glyph: String {
      if variant.enclosure == .circle, let circled = drawing.circledGlyph { return circled }
      if variant.isFilled, variant.enclosure == nil, let filled = drawing.filledGlyph {
        return filled
      }
      return drawing.glyph
    }
  }

  /// The character text renderings show for a name with no drawing.
  static let unknownGlyph = "◌"

  /// The drawing for `name` with a `symbolVariant` (`fill`, `circle`, …, or `none`), or `nil`
  /// when the name is unknown.
  package static func symbol(named name: String, variant: String? = nil) -> Symbol? {
    let name = aliases[name] ?? name
    let modifier = SymbolVariant(suffix: variant)
    if let drawing = bases[name] { return Symbol(drawing: drawing, variant: modifier) }
    for suffix in SymbolVariant.suffixes where name.hasSuffix("." + suffix) {
      let base = String(name.dropLast(suffix.count + 1))
      if let aliased = aliases[base] {
        return symbol(named: aliased + "." + suffix, variant: variant)
      }
      if let drawing = bases[base] {
        return Symbol(drawing: drawing, variant: SymbolVariant(suffix: suffix).adding(modifier))
      }
    }
    return nil
  }

  /// The character for `name` in text: its glyph, or ``unknownGlyph``.
  static func glyph(for name: String, variant: String?) -> String {
    // An empty name draws nothing, as on iOS.
    guard !name.isEmpty else { return "" }
    return symbol(named: name, variant: variant)?.glyph ?? unknownGlyph
  }

  /// The base names the catalog draws, sorted, aliases included.
  static var baseNames: [String] { (Array(bases.keys) + Array(aliases.keys)).sorted() }

  /// Other names SF Symbols gives the same drawing.
  private static let aliases: [String: String] = [
    "chevron.forward": "chevron.right", "chevron.backward": "chevron.left",
    "arrow.forward": "arrow.right", "arrow.backward": "arrow.left", "gearshape": "gear",
    "line.horizontal.3": "line.3.horizontal", "message": "bubble.left",
    "mappin.and.ellipse": "mappin", "person.crop.circle": "person.circle",
    "person.crop.square": "person.square", "multiply": "xmark",
    "line.horizontal.3.decrease": "line.3.horizontal.decrease", "bubble.right": "bubble.left",
    "sun.min": "sun.max", "clock.arrow.circlepath": "arrow.counterclockwise",
    "arrow.2.squarepath": "arrow.triangle.2.circlepath",
    "arrow.up.forward": "arrow.up.right", "arrow.down.backward": "arrow.down.left",
    "arrow.up.backward": "arrow.up.left", "arrow.down.forward": "arrow.down.right",
    "arrow.2.circlepath": "arrow.triangle.2.circlepath", "arrow.uturn.left": "arrow.uturn.backward",
    "arrow.uturn.right": "arrow.uturn.forward", "arrow.forward.to.line": "arrow.right.to.line",
    "arrow.backward.to.line": "arrow.left.to.line",
  ]

  private static let bases: [String: SymbolDrawing] = {
    let drawn = [
      editing, media, communication, nature, objects, shapes, arrows, people, household,
      office, devices, screens, weather, places,
    ].reduce(navigation) { $0.merging($1) { first, _ in first } }
    return drawn.merging(badges(from: drawn)) { first, _ in first }
  }()
}
