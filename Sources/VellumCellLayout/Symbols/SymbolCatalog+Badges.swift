extension SymbolCatalog {
  /// The mark in a badge: the small circle SF Symbols puts at a symbol's lower trailing corner
  /// (`folder.badge.plus`), or the notification dot at its upper trailing corner (`bell.badge`).
  enum BadgeMark {
    case plus, minus, checkmark, xmark, clock, exclamationmark, questionmark, ellipsis
    case gear, arrowUp, arrowDown, dot

    /// The mark's strokes inside a badge of radius 5 around (18.5, 18.5).
    var path: String {
      switch self {
      case .plus: "M18.5 16v5M16 18.5h5"
      case .minus: "M16 18.5h5"
      case .checkmark: "M16.2 18.6l1.6 1.6 2.9-3.2"
      case .xmark: "M16.7 16.7l3.6 3.6M20.3 16.7l-3.6 3.6"
      case .clock: "M18.5 16.3v2.2l1.5 1"
      case .exclamationmark: "M18.5 16v2.6M18.5 20.8v.2"
      case .questionmark: "M16.9 17.3a1.7 1.7 0 1 1 2.4 1.5c-.6.3-.8.6-.8 1.1M18.5 21.2v.1"
      case .ellipsis: "M16.4 18.5h.1M18.5 18.5h.1M20.6 18.5h.1"
      case .gear:
        SymbolPath.circle(18.5, 18.5, 1.3) + "M18.5 15.8v.6M18.5 20.6v.6M15.8 18.5h.6M20.6 18.5h.6"
      case .arrowUp: "M18.5 21v-5M16.5 18l2-2 2 2"
      case .arrowDown: "M18.5 16v5M16.5 19l2 2 2-2"
      case .dot: SymbolPath.circle(19, 5, 2.5)
      }
    }
  }

  /// SF Symbols that are another symbol with a badge: the name, the base it is drawn from
  /// (`enclosed` in a circle first, for the `person.crop.circle` family), and the mark.
  private static let badgedNames: [(name: String, base: String, enclosed: Bool, mark: BadgeMark)] =
    [
      ("person.badge.minus", "person", false, .minus),
      ("person.badge.clock", "person", false, .clock),
      ("person.badge.shield.checkmark", "person", false, .checkmark),
      ("person.crop.circle.badge.plus", "person", true, .plus),
      ("person.crop.circle.badge.minus", "person", true, .minus),
      ("person.crop.circle.badge.checkmark", "person", true, .checkmark),
      ("person.crop.circle.badge.xmark", "person", true, .xmark),
      ("person.crop.circle.badge.questionmark", "person", true, .questionmark),
      ("person.crop.circle.badge.exclamationmark", "person", true, .exclamationmark),
      ("folder.badge.plus", "folder", false, .plus),
      ("folder.badge.minus", "folder", false, .minus),
      ("folder.badge.questionmark", "folder", false, .questionmark),
      ("folder.badge.gearshape", "folder", false, .gear),
      ("doc.badge.plus", "doc", false, .plus),
      ("doc.badge.gearshape", "doc", false, .gear),
      ("doc.badge.clock", "doc", false, .clock),
      ("doc.badge.ellipsis", "doc", false, .ellipsis),
      ("doc.badge.arrow.up", "doc", false, .arrowUp),
      ("calendar.badge.plus", "calendar", false, .plus),
      ("calendar.badge.minus", "calendar", false, .minus),
      ("calendar.badge.clock", "calendar", false, .clock),
      ("calendar.badge.checkmark", "calendar", false, .checkmark),
      ("calendar.badge.exclamationmark", "calendar", false, .exclamationmark),
      ("cart.badge.plus", "cart", false, .plus),
      ("cart.badge.minus", "cart", false, .minus),
      ("bag.badge.plus", "bag", false, .plus),
      ("bag.badge.minus", "bag", false, .minus),
      ("video.badge.plus", "video", false, .plus),
      ("video.badge.checkmark", "video", false, .checkmark),
      ("phone.badge.plus", "phone", false, .plus),
      ("phone.badge.checkmark", "phone", false, .checkmark),
      ("photo.badge.plus", "photo", false, .plus),
      ("photo.badge.checkmark", "photo", false, .checkmark),
      ("photo.badge.arrow.down", "photo", false, .arrowDown),
      ("externaldrive.badge.plus", "externaldrive", false, .plus),
      ("externaldrive.badge.checkmark", "externaldrive", false, .checkmark),
      ("wifi.exclamationmark", "wifi", false, .exclamationmark),
      ("icloud.and.arrow.up", "icloud", false, .arrowUp),
      ("icloud.and.arrow.down", "icloud", false, .arrowDown),
      ("bell.badge", "bell", false, .dot),
      ("app.badge", "app", false, .dot),
      ("envelope.badge", "envelope", false, .dot),
      ("message.badge", "bubble.left", false, .dot),
      ("person.crop.circle.badge", "person", true, .dot),
    ]

  /// The badged symbols, drawn from `drawn`: the base made three quarters of its size in the
  /// upper leading corner, and the badge beside it (a dot leaves the base its size).
  static func badges(from drawn: [String: SymbolDrawing]) -> [String: SymbolDrawing] {
    var badges: [String: SymbolDrawing] = [:]
    for (name, baseName, enclosed, mark) in badgedNames {
      guard var base = drawn[baseName] else { continue }
      if enclosed {
        base = SymbolDrawing(
          base.glyph, filled: base.filledGlyph,
          lines: transformed(base.lines, 0.62, 4.56) + SymbolPath.circle(12, 12, 10),
          body: transformed(base.body, 0.62, 4.56), details: transformed(base.details, 0.62, 4.56))
      }
      guard mark != .dot else {
        badges[name] = SymbolDrawing(
          base.glyph, filled: base.filledGlyph, lines: base.lines + mark.path, body: base.body,
          details: base.details)
        continue
      }
      badges[name] = SymbolDrawing(
        base.glyph, filled: base.filledGlyph,
        lines: transformed(base.lines, 0.75, 0) + SymbolPath.circle(18.5, 18.5, 5) + mark.path,
        body: transformed(base.body, 0.75, 0), details: transformed(base.details, 0.75, 0))
    }
    return badges
  }

  /// `path` scaled by `scale` and moved by `offset` on both axes; empty stays empty.
  private static func transformed(_ path: String, _ scale: Double, _ offset: Double) -> String {
    path.isEmpty ? "" : SymbolPath.transformed(path, scale: scale, dx: offset, dy: offset)
  }
}
