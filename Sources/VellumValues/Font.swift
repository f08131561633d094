import Foundation

/// A font: a semantic text style such as `.largeTitle`, a system font of a size, or a custom
/// font by name, with a weight, design, width and features.
///
/// ```swift
/// Text(recipe.title).font(.largeTitle)
/// Text("42").font(.system(size: 48, weight: .bold, design: .rounded))
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// What the font starts from, before weight, design and features.
  package enum Base: Hashable, Sendable {
    /// A semantic style that scales with the text size.
    case style(TextStyle)
    /// The system font at a size in points.
    case system(size: Double)
    /// A font by name, at a size in points, scaling like `relativeTo` when given.
    case custom(String, size: Double, relativeTo: TextStyle?)
  }

  /// What the font starts from.
  package var base: Base
  /// The weight, when one was set.
  package var weight: Weight?
  /// Whether the font is italic.
  package var isItalic = false
  /// The design, when one was set.
  package var design: Design?
  /// The width, when one was set.
  package var width: Width?
  /// The line spacing, when one was set.
  package var leading: Leading?
  /// Features switched on, in the order they were asked for (`monospaced`, `smallCaps`, …).
  package var features: [String] = []

  private init(_ base: Base) { self.base = base }

  /// The largest title.
  public static let largeTitle = Font(.style(.largeTitle))
  /// A title.
  public static let title = Font(.style(.title))
  /// A second-level title.
  public static let title2 = Font(.style(.title2))
  /// A third-level title.
  public static let title3 = Font(.style(.title3))
  /// A heading.
  public static let headline = Font(.style(.headline))
  /// A subheading.
  public static let subheadline = Font(.style(.subheadline))
  /// Body text.
  public static let body = Font(.style(.body))
  /// A callout.
  public static let callout = Font(.style(.callout))
  /// A footnote.
  public static let footnote = Font(.style(.footnote))
  /// A caption.
  public static let caption = Font(.style(.caption))
  /// A smaller caption.
  public static let caption2 = Font(.style(.caption2))

  /// The system font of a size in points, with an optional weight and design.
  ///
  /// ```swift
  /// .font(.system(size: 24, weight: .bold))
  /// .font(.system(size: 48, design: .rounded))
  /// ```
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(.system(size: Double(size)))
    font.weight = weight
    font.design = design
    return font
  }

  /// The system font of a text style, with an optional design and weight.
  ///
  /// ```swift
  /// .font(.system(.title, design: .serif))
  /// ```
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font(.style(style))
    font.design = design
    font.weight = weight
    return font
  }

  /// A font by name that scales with the body text style.
  ///
  /// ```swift
  /// .font(.custom("Avenir Next", size: 17))
  /// ```
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name, size: Double(size), relativeTo: .body))
  }

  /// A font by name that scales like `textStyle`.
  ///
  /// ```swift
  /// .font(.custom("Georgia", size: 28, relativeTo: .title))
  /// ```
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    Font(.custom(name, size: Double(size), relativeTo: textStyle))
  }

  /// A font by name at a size that never scales.
  ///
  /// ```swift
  /// .font(.custom("Menlo", fixedSize: 12))
  /// ```
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(.custom(name, size: Double(fixedSize), relativeTo: nil))
  }

  /// This font in bold.
  ///
  /// ```swift
  /// .font(.body.bold())
  /// ```
  public func bold() -> Font { weight(.bold) }

  /// This font in italic.
  ///
  /// ```swift
  /// .font(.body.italic())
  /// ```
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font with a weight.
  ///
  /// ```swift
  /// .font(.title.weight(.semibold))
  /// ```
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font with a width.
  ///
  /// ```swift
  /// .font(.headline.width(.condensed))
  /// ```
  public func width(_ width: Width) -> Font {
    var font = self
    font.width = width
    return font
  }

  /// This font with different line spacing.
  ///
  /// ```swift
  /// .font(.body.leading(.loose))
  /// ```
  public func leading(_ leading: Leading) -> Font {
    var font = self
    font.leading = leading
    return font
  }

  /// This font with every character the same width.
  ///
  /// ```swift
  /// .font(.body.monospaced())
  /// ```
  public func monospaced() -> Font { adding("monospaced") }

  /// This font with digits of equal width, so numbers line up.
  ///
  /// ```swift
  /// .font(.title.monospacedDigit())
  /// ```
  public func monospacedDigit() -> Font { adding("monospacedDigit") }

  /// This font with lowercase letters drawn as small capitals.
  ///
  /// ```swift
  /// .font(.body.smallCaps())
  /// ```
  public func smallCaps() -> Font { adding("smallCaps") }

  /// This font with lowercase letters drawn as small capitals.
  ///
  /// ```swift
  /// .font(.body.lowercaseSmallCaps())
  /// ```
  public func lowercaseSmallCaps() -> Font { adding("lowercaseSmallCaps") }

  /// This font with uppercase letters drawn as small capitals.
  ///
  /// ```swift
  /// .font(.body.uppercaseSmallCaps())
  /// ```
  public func uppercaseSmallCaps() -> Font { adding("uppercaseSmallCaps") }

  private func adding(_ feature: String) -> Font {
    var font = self
    if !font.features.contains(feature) { font.features.append(feature) }
    return font
  }

  /// The text style the font is or scales like, if any.
  package var textStyle: TextStyle? {
    switch base {
    case .style(let style): style
    case .system: nil
    case .custom(_, _, let style): style
    }
  }

  /// The size in points: the style's size at the default text size, or the size given.
  package var pointSize: Double {
    switch base {
    case .style(let style): style.pointSize
    case .system(let size), .custom(_, let size, _): size
    }
  }

  /// Whether this is a title style, which renderers emphasise.
  package var isTitle: Bool {
    guard case .style(let style) = base else { return false }
    return style.isTitle
  }

  /// `largeTitle`, `system(24)`, `custom(Avenir, 17)`: what the font starts from.
  package var name: String {
    switch base {
    case .style(let style): style.name
    case .system(let size): "system(\(formatNumber(size)))"
    case .custom(let name, let size, let style):
      "custom(\(name), \(formatNumber(size))\(style.map { ", \($0.name)" } ?? ", fixed"))"
    }
  }

  /// `largeTitle`, `body.bold`, `system(24).semibold.italic.rounded`.
  public var description: String {
    var parts = [name]
    if let weight { parts.append(weight.name) }
    if isItalic { parts.append("italic") }
    if let design, design != .default { parts.append(design.name) }
    if let width { parts.append("width(\(formatNumber(width.value)))") }
    if let leading { parts.append("leading(\(leading.name))") }
    parts += features
    return parts.joined(separator: ".")
  }
}
