import Foundation

/// UIKit's font, as SwiftUI code uses it without importing UIKit: system fonts by size and
/// weight, the text styles' fonts at their default sizes, and fonts by name. `Font(_:)` turns
/// one into a SwiftUI font.
///
/// ```swift
/// Text("Total").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
/// ```
public final class UIFont: Sendable {
  /// The font's size in points.
  public let pointSize: CGFloat
  /// The font's name: `.SFUI-Regular` for the system font, else the name it was made with.
  public let fontName: String
  /// The font's family: `.SF UI` for the system font.
  public var familyName: String { font.isSystem ? ".SF UI" : fontName }
  /// The SwiftUI font it stands for.
  let font: (value: Font, isSystem: Bool)

  private init(pointSize: CGFloat, fontName: String, font: Font, isSystem: Bool) {
    self.pointSize = pointSize
    self.fontName = fontName
    self.font = (font, isSystem)
  }

  /// The font named `fontName` at `fontSize` points, drawn as a custom font is.
  ///
  /// ```swift
  /// UIFont(name: "Avenir-Heavy", size: 18)
  /// ```
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(
      pointSize: fontSize, fontName: fontName, font: .custom(fontName, size: fontSize),
      isSystem: false)
  }

  /// The system font at `fontSize` points.
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 13)
  /// ```
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and `weight`.
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 15, weight: .semibold)
  /// ```
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      pointSize: fontSize, fontName: ".SFUI-\(weight.name.capitalized)",
      font: .system(size: fontSize, weight: weight.fontWeight), isSystem: true)
  }

  /// The bold system font at `fontSize` points.
  ///
  /// ```swift
  /// UIFont.boldSystemFont(ofSize: 17)
  /// ```
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  ///
  /// ```swift
  /// UIFont.italicSystemFont(ofSize: 17)
  /// ```
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      pointSize: fontSize, fontName: ".SFUI-RegularItalic",
      font: .system(size: fontSize).italic(), isSystem: true)
  }

  /// The monospaced system font at `fontSize` points and `weight`.
  ///
  /// ```swift
  /// UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
  /// ```
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      pointSize: fontSize, fontName: ".SFUIMono-\(weight.name.capitalized)",
      font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced),
      isSystem: true)
  }

  /// The font of a text style at its default size (the Large Dynamic Type size).
  ///
  /// ```swift
  /// UIFont.preferredFont(forTextStyle: .headline).pointSize   // 17
  /// ```
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(
      pointSize: style.size, fontName: ".SFUI-\(style.rawValue)", font: .system(style.font),
      isSystem: true)
  }

  /// The same font at `fontSize` points.
  ///
  /// ```swift
  /// UIFont.preferredFont(forTextStyle: .body).withSize(20)
  /// ```
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    font.isSystem
      ? UIFont(
        pointSize: fontSize, fontName: fontName,
        font: .system(size: fontSize, weight: font.value.weight), isSystem: true)
      : UIFont(
        pointSize: fontSize, fontName: fontName, font: .custom(fontName, size: fontSize),
        isSystem: false)
  }

  /// A font weight, by UIKit's values: -0.8 (ultra light) to 0.62 (black).
  ///
  /// ```swift
  /// UIFont.Weight.semibold.rawValue   // 0.3
  /// ```
  public struct Weight: Hashable, Sendable, RawRepresentable {
    /// UIKit's value of the weight.
    public let rawValue: CGFloat

    /// The weight of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultra light: -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin: -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// Light: -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// Regular: 0.
    public static let regular = Weight(rawValue: 0)
    /// Medium: 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold: 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold: 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy: 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black: 0.62.
    public static let black = Weight(rawValue: 0.62)

    private static let named: [(Weight, Font.Weight, String)] = [
      (.ultraLight, .ultraLight, "ultraLight"), (.thin, .thin, "thin"), (.light, .light, "light"),
      (.regular, .regular, "regular"), (.medium, .medium, "medium"),
      (.semibold, .semibold, "semibold"), (.bold, .bold, "bold"), (.heavy, .heavy, "heavy"),
      (.black, .black, "black"),
    ]

    /// The nearest of the named weights.
    private var nearest: (Weight, Font.Weight, String) {
      Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
    }

    /// SwiftUI's weight for it: the nearest named one.
    var fontWeight: Font.Weight { nearest.1 }
    /// Its name: the nearest named one's.
    var name: String { nearest.2 }
  }

  /// A text style's font, as `preferredFont(forTextStyle:)` takes it.
  ///
  /// ```swift
  /// UIFont.preferredFont(forTextStyle: .caption1)
  /// ```
  public struct TextStyle: Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// Its size at the default Dynamic Type size, in points.
    let size: CGFloat
    /// SwiftUI's text style for it.
    let font: Font.TextStyle

    /// The largest title: 34 points.
    public static let largeTitle = TextStyle(rawValue: "LargeTitle", size: 34, font: .largeTitle)
    /// A first-level title: 28 points.
    public static let title1 = TextStyle(rawValue: "Title1", size: 28, font: .title)
    /// A second-level title: 22 points.
    public static let title2 = TextStyle(rawValue: "Title2", size: 22, font: .title2)
    /// A third-level title: 20 points.
    public static let title3 = TextStyle(rawValue: "Title3", size: 20, font: .title3)
    /// A heading: 17 points, semibold.
    public static let headline = TextStyle(rawValue: "Headline", size: 17, font: .headline)
    /// A subheading: 15 points.
    public static let subheadline = TextStyle(
      rawValue: "Subheadline", size: 15, font: .subheadline)
    /// Body text: 17 points.
    public static let body = TextStyle(rawValue: "Body", size: 17, font: .body)
    /// A callout: 16 points.
    public static let callout = TextStyle(rawValue: "Callout", size: 16, font: .callout)
    /// A footnote: 13 points.
    public static let footnote = TextStyle(rawValue: "Footnote", size: 13, font: .footnote)
    /// A caption: 12 points.
    public static let caption1 = TextStyle(rawValue: "Caption1", size: 12, font: .caption)
    /// A second caption: 11 points.
    public static let caption2 = TextStyle(rawValue: "Caption2", size: 11, font: .caption2)
  }
}

extension Font {
  /// The SwiftUI font a UIKit font stands for, as `Font(_:)` takes a `CTFont` (a `UIFont`) on
  /// iOS.
  ///
  /// ```swift
  /// Font(UIFont.systemFont(ofSize: 15, weight: .semibold))
  /// ```
  public init(_ font: UIFont) {
    self = font.font.value
  }
}
