/// The characters that stand for SF Symbols in text renderings, one table for every renderer.
///
/// Filled variants have their own entries (`star.fill`); an unknown name renders as `[name]`.
///
/// ```swift
/// SymbolGlyphs.glyph(for: "star", variant: "fill")   // "★"
/// ```
enum SymbolGlyphs {
  /// The glyph for a symbol and variant (`fill`, `circle`, …), or `nil` when there is none.
  static func glyph(for name: String, variant: String?) -> String? {
    if let variant, variant != "none", let glyph = table["\(name).\(variant)"] { return glyph }
    return table[name]
  }

  /// The text for a symbol: its glyph, or `[name]` when none fits.
  static func text(for name: String, variant: String?) -> String {
    glyph(for: name, variant: variant) ?? "[\(name)]"
  }

  private static let table: [String: String] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "−",
    "minus.circle": "⊖", "trash": "🗑️", "trash.fill": "🗑️", "checkmark": "✓",
    "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "xmark": "✕", "xmark.circle": "⊗",
    "xmark.circle.fill": "⊗", "chevron.right": "›", "chevron.left": "‹", "chevron.up": "⌃",
    "chevron.down": "⌄", "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑",
    "arrow.down": "↓", "leaf": "🍃", "leaf.fill": "🍃", "circle": "○", "circle.fill": "●",
    "square": "□", "square.fill": "■", "gear": "⚙", "gearshape": "⚙", "house": "⌂",
    "house.fill": "⌂", "magnifyingglass": "⌕", "ellipsis": "…", "ellipsis.circle": "…",
    "list.bullet": "☰", "line.3.horizontal": "☰", "pencil": "✎", "square.and.pencil": "✎",
    "info.circle": "ⓘ", "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
    "questionmark.circle": "?", "bell": "🔔", "bell.fill": "🔔", "bookmark": "🔖",
    "bookmark.fill": "🔖", "folder": "📁", "folder.fill": "📁", "envelope": "✉",
    "envelope.fill": "✉", "lock": "🔒", "lock.fill": "🔒", "globe": "🌐", "person": "👤",
    "person.fill": "👤", "person.circle": "👤", "calendar": "📅", "clock": "🕒", "book": "📖",
    "book.fill": "📖", "flame": "🔥", "flame.fill": "🔥", "bolt": "⚡", "bolt.fill": "⚡",
    "cart": "🛒", "fork.knife": "🍴", "photo": "🖼️", "sun.max": "☀", "moon": "☾",
    "cloud": "☁", "square.and.arrow.up": "⇪", "play": "▶", "play.fill": "▶", "pause": "⏸",
    "stop": "■", "music.note": "♪", "number": "#", "tag": "🏷️", "flag": "⚑", "flag.fill": "⚑",
  ]
}
