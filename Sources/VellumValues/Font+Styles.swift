import Foundation

extension Font {
  /// A semantic text style, which scales with the person's text size.
  ///
  /// ```swift
  /// Font.system(.headline, design: .rounded)
  /// ```
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// The largest title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// A subheading.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A smaller caption.
    case caption2

    /// The style's name, as written in Swift.
    package var name: String { "\(self)" }

    /// The size in points at the default text size (iOS's large content size).
    package var pointSize: Double {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .subheadline: 15
      case .callout: 16
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    /// The weight the platform draws the style in: Headline is semibold, every other style
    /// (the titles too) regular, as Apple's Dynamic Type table gives them.
    package var defaultWeight: Weight {
      self == .headline ? .semibold : .regular
    }

    /// Whether this is a title style, which renderers emphasise.
    package var isTitle: Bool {
      switch self {
      case .largeTitle, .title, .title2, .title3, .headline: true
      default: false
      }
    }
  }

  /// The thickness of a font.
  ///
  /// ```swift
  /// Font.Weight.bold
  /// ```
  public struct Weight: Hashable, Sendable {
    /// The weight's name.
    package var name: String
    /// The CSS weight, 100 to 900.
    package var value: Int

    /// Ultra light.
    public static let ultraLight = Weight(name: "ultraLight", value: 100)
    /// Thin.
    public static let thin = Weight(name: "thin", value: 200)
    /// Light.
    public static let light = Weight(name: "light", value: 300)
    /// Regular.
    public static let regular = Weight(name: "regular", value: 400)
    /// Medium.
    public static let medium = Weight(name: "medium", value: 500)
    /// Semibold.
    public static let semibold = Weight(name: "semibold", value: 600)
    /// Bold.
    public static let bold = Weight(name: "bold", value: 700)
    /// Heavy.
    public static let heavy = Weight(name: "heavy", value: 800)
    /// Black.
    public static let black = Weight(name: "black", value: 900)

    /// The weight of a name (`bold`), or `nil` for a name that is not one.
    package static func named(_ name: String) -> Weight? {
      [ultraLight, thin, light, regular, medium, semibold, bold, heavy, black]
        .first { $0.name == name }
    }
  }

  /// The look of a font's letters.
  ///
  /// ```swift
  /// Font.system(size: 40, design: .rounded)
  /// ```
  public enum Design: Hashable, Sendable {
    /// The system's default design.
    case `default`
    /// Letters with serifs.
    case serif
    /// Rounded letters.
    case rounded
    /// Letters of equal width.
    case monospaced

    /// The design's name, as written in Swift.
    package var name: String { "\(self)" }
  }

  /// How wide a font's letters are: 1 is standard, smaller is narrower.
  ///
  /// ```swift
  /// Font.headline.width(.condensed)
  /// ```
  public struct Width: Hashable, Sendable {
    /// The width, from about −1 (compressed) to 1 (expanded); 0 is standard.
    public var value: CGFloat

    /// A width of a value.
    ///
    /// ```swift
    /// Font.Width(0.1)
    /// ```
    public init(_ value: CGFloat) { self.value = value }

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrow width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// A wide width.
    public static let expanded = Width(0.2)
  }

  /// The spacing between lines of a font.
  ///
  /// ```swift
  /// Font.body.leading(.tight)
  /// ```
  public enum Leading: Hashable, Sendable {
    /// The font's own spacing.
    case standard
    /// Less spacing.
    case tight
    /// More spacing.
    case loose

    /// The leading's name, as written in Swift.
    package var name: String { "\(self)" }
  }
}
