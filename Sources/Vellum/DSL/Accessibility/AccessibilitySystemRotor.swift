/// One of the rotors VoiceOver offers on its own (headings, links…), which a view can supply
/// its entries for.
///
/// ```swift
/// .accessibilityRotor(.headings) {
///   ForEach(sections) { AccessibilityRotorEntry($0.title, id: $0.id) }
/// }
/// ```
public struct AccessibilitySystemRotor: Sendable {
  /// The rotor's name, as VoiceOver says it.
  let name: String

  /// Links; visited or unvisited ones only.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: visited ? "Visited Links" : "Unvisited Links")
  }

  /// Links.
  public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Links") }

  /// Headings of one level.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(
      name: level == .unspecified
        ? "Headings" : "Headings Level \(String(describing: level).dropFirst())")
  }

  /// Headings.
  public static var headings: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Headings")
  }

  /// Bold text.
  public static var boldText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Bold Text")
  }

  /// Italic text.
  public static var italicText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Italic Text")
  }

  /// Underlined text.
  public static var underlineText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Underlined Text")
  }

  /// Misspelled words.
  public static var misspelledWords: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Misspelled Words")
  }

  /// Images.
  public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Images") }

  /// Text fields.
  public static var textFields: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Text Fields")
  }

  /// Tables.
  public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Tables") }

  /// Lists.
  public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Lists") }

  /// Landmarks.
  public static var landmarks: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Landmarks")
  }
}
