import Foundation

/// The language text is set for: its line height and the glyphs some scripts need.
///
/// ```swift
/// Text(title).typesettingLanguage(.explicit(Locale.Language(identifier: "th")))
/// ```
public struct TypesettingLanguage: Hashable, Sendable {
  private let language: Locale.Language?

  /// The language of the text's content, as the system determines it.
  public static let automatic = Self(language: nil)

  /// Text set for `language`.
  ///
  /// ```swift
  /// TypesettingLanguage.explicit(Locale.Language(identifier: "ja"))
  /// ```
  public static func explicit(_ language: Locale.Language) -> Self {
    Self(language: language)
  }
}
