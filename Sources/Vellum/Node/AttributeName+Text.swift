// MARK: - Text

extension AttributeName {
  /// The weight of the text in a view.
  public static let fontWeight = AttributeName(.fontWeight)
  /// The font design of the text in a view.
  public static let fontDesign = AttributeName(.fontDesign)
  /// The font width of the text in a view.
  public static let fontWidth = AttributeName(.fontWidth)
  /// The most lines text takes (or a range of lines).
  public static let lineLimit = AttributeName(.lineLimit)
  /// Whether text keeps the space of its line limit when shorter.
  public static let reservesSpace = AttributeName(.reservesSpace)
  /// Extra space between lines of text.
  public static let lineSpacing = AttributeName(.lineSpacing)
  /// How lines of multi-line text line up.
  public static let multilineTextAlignment = AttributeName(.multilineTextAlignment)
  /// Where text that does not fit is cut.
  public static let truncationMode = AttributeName(.truncationMode)
  /// How far text may shrink to fit.
  public static let minimumScaleFactor = AttributeName(.minimumScaleFactor)
  /// Whether text may tighten its letters to fit.
  public static let allowsTightening = AttributeName(.allowsTightening)
  /// The case text is shown in.
  public static let textCase = AttributeName(.textCase)
  /// Extra space between pairs of letters.
  public static let kerning = AttributeName(.kerning)
  /// Extra space between all letters.
  public static let tracking = AttributeName(.tracking)
  /// How far text is raised above its baseline.
  public static let baselineOffset = AttributeName(.baselineOffset)
  /// A line under text.
  public static let underline = AttributeName(.underline)
  /// The dash pattern of a text line.
  public static let pattern = AttributeName(.pattern)
  /// Whether digits are of equal width.
  public static let monospacedDigit = AttributeName(.monospacedDigit)
  /// Why content is redacted.
  public static let redacted = AttributeName(.redacted)
  /// Whether content is shown even inside redacted content.
  public static let unredacted = AttributeName(.unredacted)
  /// Whether content is hidden when redacted for privacy.
  public static let privacySensitive = AttributeName(.privacySensitive)
  /// Whether text can be selected.
  public static let textSelection = AttributeName(.textSelection)
}

extension AttributeName {
  /// Whether the attribute styles the text inside its node as an environment value does. A
  /// node that carries one twice got it from two modifiers, and the first — the innermost
  /// modifier, nearest the text — wins, as in SwiftUI: `Text(a).lineLimit(2).lineLimit(nil)`
  /// keeps two lines.
  package var isInheritedTextStyle: Bool {
    Self.inheritedTextStyles.contains(self)
  }

  /// Whether the attribute is one of the accessibility modifiers that HTML draws as ARIA
  /// (value, hint, hidden, traits, element, heading).
  package var isAccessibilityDetail: Bool {
    switch self {
    case .accessibilityValue, .accessibilityHint, .accessibilityHidden, .accessibilityAddTraits,
      .accessibilityRemoveTraits, .accessibilityElement, .accessibilityHeading:
      true
    default: false
    }
  }

  private static let inheritedTextStyles: Set<AttributeName> = [
    .font, .fontWeight, .fontDesign, .fontWidth, .lineLimit, .lineSpacing,
    .multilineTextAlignment, .truncationMode, .textCase, .kerning, .tracking,
    .foregroundColor, .foregroundStyle,
  ]
}
