/// What an accessibility element is and does, as VoiceOver announces it.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt32

  /// Traits from their bits.
  ///
  /// ```swift
  /// AccessibilityTraits(rawValue: 1)
  /// ```
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary of the screen, read when it appears.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// A value that changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts media when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Turns a page when read to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// Modal: only its contents are read.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

  /// The traits' names, in declaration order: `isButton+isSelected`.
  package var attributeValue: AttributeValue {
    .list(names.map { .name(Keyword(rawValue: $0)) })
  }

  /// The traits' names, in a fixed order.
  package var names: [String] {
    let all: [(AccessibilityTraits, String)] = [
      (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"),
      (.isLink, "isLink"), (.isSearchField, "isSearchField"), (.isImage, "isImage"),
      (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
      (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
      (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
      (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
      (.isModal, "isModal"), (.isToggle, "isToggle"),
    ]
    return all.filter { contains($0.0) }.map(\.1)
  }
}
