// MARK: - Text

extension AttributeName {
  /// The weight of the text in a view.
  @inlinable public static var fontWeight: AttributeName { AttributeName(.fontWeight) }
  /// The font design of the text in a view.
  @inlinable public static var fontDesign: AttributeName { AttributeName(.fontDesign) }
  /// The font width of the text in a view.
  @inlinable public static var fontWidth: AttributeName { AttributeName(.fontWidth) }
  /// The most lines text takes (or a range of lines).
  @inlinable public static var lineLimit: AttributeName { AttributeName(.lineLimit) }
  /// Whether text keeps the space of its line limit when shorter.
  @inlinable public static var reservesSpace: AttributeName { AttributeName(.reservesSpace) }
  /// Extra space between lines of text.
  @inlinable public static var lineSpacing: AttributeName { AttributeName(.lineSpacing) }
  /// How lines of multi-line text line up.
  @inlinable public static var multilineTextAlignment: AttributeName {
    AttributeName(.multilineTextAlignment)
  }
  /// Where text that does not fit is cut.
  @inlinable public static var truncationMode: AttributeName { AttributeName(.truncationMode) }
  /// How far text may shrink to fit.
  @inlinable public static var minimumScaleFactor: AttributeName {
    AttributeName(.minimumScaleFactor)
  }
  /// Whether text may tighten its letters to fit.
  @inlinable public static var allowsTightening: AttributeName { AttributeName(.allowsTightening) }
  /// The case text is shown in.
  @inlinable public static var textCase: AttributeName { AttributeName(.textCase) }
  /// Extra space between pairs of letters.
  @inlinable public static var kerning: AttributeName { AttributeName(.kerning) }
  /// Extra space between all letters.
  @inlinable public static var tracking: AttributeName { AttributeName(.tracking) }
  /// How far text is raised above its baseline.
  @inlinable public static var baselineOffset: AttributeName { AttributeName(.baselineOffset) }
  /// A line under text.
  @inlinable public static var underline: AttributeName { AttributeName(.underline) }
  /// The dash pattern of a text line.
  @inlinable public static var pattern: AttributeName { AttributeName(.pattern) }
  /// Whether digits are of equal width.
  @inlinable public static var monospacedDigit: AttributeName { AttributeName(.monospacedDigit) }
  /// Why content is redacted.
  @inlinable public static var redacted: AttributeName { AttributeName(.redacted) }
  /// Whether content is shown even inside redacted content.
  @inlinable public static var unredacted: AttributeName { AttributeName(.unredacted) }
  /// Whether content is hidden when redacted for privacy.
  @inlinable public static var privacySensitive: AttributeName { AttributeName(.privacySensitive) }
  /// Whether text can be selected.
  @inlinable public static var textSelection: AttributeName { AttributeName(.textSelection) }
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
