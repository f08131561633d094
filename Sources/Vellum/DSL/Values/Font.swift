/// A text style: a semantic style such as `.largeTitle`, or a system font of a size.
///
/// ```swift
/// Text(recipe.title).font(.largeTitle)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The style's name (`largeTitle`, `body`) or `system(17)`.
  public var name: String
  /// The weight, when one was set.
  public var weight: Weight?
  /// Whether the font is italic.
  public var isItalic = false

  private init(name: String) { self.name = name }

  /// The largest title.
  public static let largeTitle = Font(name: "largeTitle")
  /// A title.
  public static let title = Font(name: "title")
  /// A second-level title.
  public static let title2 = Font(name: "title2")
  /// A third-level title.
  public static let title3 = Font(name: "title3")
  /// A heading.
  public static let headline = Font(name: "headline")
  /// A subheading.
  public static let subheadline = Font(name: "subheadline")
  /// Body text.
  public static let body = Font(name: "body")
  /// A callout.
  public static let callout = Font(name: "callout")
  /// A footnote.
  public static let footnote = Font(name: "footnote")
  /// A caption.
  public static let caption = Font(name: "caption")
  /// A smaller caption.
  public static let caption2 = Font(name: "caption2")

  /// A system font of a size in points.
  ///
  /// ```swift
  /// .font(.system(size: 24, weight: .bold))
  /// ```
  public static func system(size: Double, weight: Weight? = nil) -> Font {
    var font = Font(name: "system(\(formatNumber(size)))")
    font.weight = weight
    return font
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

  /// Whether this is a title style, which renderers emphasise.
  package var isTitle: Bool {
    ["largeTitle", "title", "title2", "title3", "headline"].contains(name)
  }

  /// `largeTitle`, `body.bold`, `system(24).semibold.italic`.
  public var description: String {
    name + (weight.map { ".\($0.name)" } ?? "") + (isItalic ? ".italic" : "")
  }

  /// The thickness of a font.
  ///
  /// ```swift
  /// Font.Weight.bold
  /// ```
  public struct Weight: Hashable, Sendable {
    /// The weight's name.
    public var name: String

    /// Ultra light.
    public static let ultraLight = Weight(name: "ultraLight")
    /// Thin.
    public static let thin = Weight(name: "thin")
    /// Light.
    public static let light = Weight(name: "light")
    /// Regular.
    public static let regular = Weight(name: "regular")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Semibold.
    public static let semibold = Weight(name: "semibold")
    /// Bold.
    public static let bold = Weight(name: "bold")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
    /// Black.
    public static let black = Weight(name: "black")
  }
}
