import Foundation

extension Text {
  /// How text is scaled relative to the text around it.
  ///
  /// ```swift
  /// Text("Footnote").textScale(.secondary)
  /// ```
  public enum Scale: Hashable, Sendable {
    /// The text's own size.
    case `default`
    /// A smaller size for secondary text.
    case secondary
  }

  /// Reads this text at a higher or lower pitch with VoiceOver (-1 to 1); accepted (a host
  /// does not speak).
  ///
  /// ```swift
  /// Text("Whisper").speechAdjustedPitch(-0.5)
  /// ```
  public func speechAdjustedPitch(_ value: Double) -> Text { self }

  /// Reads this text's punctuation aloud with VoiceOver; accepted (a host does not speak).
  ///
  /// ```swift
  /// Text(code).speechAlwaysIncludesPunctuation()
  /// ```
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

  /// Queues this text's announcement behind the one being spoken; accepted (a host does not
  /// speak).
  ///
  /// ```swift
  /// Text(status).speechAnnouncementsQueued()
  /// ```
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

  /// Spells this text out letter by letter with VoiceOver; accepted (a host does not speak).
  ///
  /// ```swift
  /// Text(code).speechSpellsOutCharacters()
  /// ```
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

  /// Sets the language this text is typeset for; accepted (renderings set every script with
  /// the same metrics).
  ///
  /// ```swift
  /// Text(title).typesettingLanguage(Locale.Language(identifier: "th"))
  /// ```
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
    self
  }

  /// Sets the language this text is typeset for; accepted.
  ///
  /// ```swift
  /// Text(title).typesettingLanguage(.automatic)
  /// ```
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> Text
  {
    self
  }

  /// Scales this text relative to the text around it; accepted (drawn at its font's size).
  ///
  /// ```swift
  /// Text("Footnote").textScale(.secondary)
  /// ```
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

  /// Says what kind of text this is, for VoiceOver; accepted (a host does not speak).
  ///
  /// ```swift
  /// Text(snippet).accessibilityTextContentType(.sourceCode)
  /// ```
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
    self
  }
}

/// The same speech and typesetting settings for every text in a view; accepted, as for `Text`.
extension View {
  /// Reads the text inside at a higher or lower pitch with VoiceOver; accepted.
  ///
  /// ```swift
  /// Label("Quiet", systemImage: "speaker").speechAdjustedPitch(-0.5)
  /// ```
  public func speechAdjustedPitch(_ value: Double) -> some View { self }

  /// Reads the punctuation of the text inside aloud with VoiceOver; accepted.
  ///
  /// ```swift
  /// CodeView().speechAlwaysIncludesPunctuation()
  /// ```
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

  /// Queues the announcements of the text inside; accepted.
  ///
  /// ```swift
  /// StatusView().speechAnnouncementsQueued()
  /// ```
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

  /// Spells the text inside out letter by letter with VoiceOver; accepted.
  ///
  /// ```swift
  /// CodeView().speechSpellsOutCharacters()
  /// ```
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

  /// Sets the language the text inside is typeset for; accepted.
  ///
  /// ```swift
  /// Article().typesettingLanguage(Locale.Language(identifier: "ar"))
  /// ```
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  {
    self
  }

  /// Sets the language the text inside is typeset for; accepted.
  ///
  /// ```swift
  /// Article().typesettingLanguage(.automatic)
  /// ```
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> some View
  {
    self
  }

  /// Scales the text inside relative to the text around it; accepted.
  ///
  /// ```swift
  /// Caption().textScale(.secondary)
  /// ```
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }

  /// Says what kind of text the view holds, for VoiceOver; accepted.
  ///
  /// ```swift
  /// Editor().accessibilityTextContentType(.wordProcessing)
  /// ```
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
    self
  }
}
