/// The kind of text a view holds, so VoiceOver can read it suitably (code symbol by symbol,
/// a spreadsheet cell by cell).
///
/// ```swift
/// Text(snippet).accessibilityTextContentType(.sourceCode)
/// ```
public struct AccessibilityTextContentType: Hashable, Sendable {
  private let name: String

  /// Plain text, the default.
  public static let plain = Self(name: "plain")
  /// Text from a console or terminal.
  public static let console = Self(name: "console")
  /// File and folder names.
  public static let fileSystem = Self(name: "fileSystem")
  /// Messages, as in a chat.
  public static let messaging = Self(name: "messaging")
  /// Prose, as in a book.
  public static let narrative = Self(name: "narrative")
  /// Source code.
  public static let sourceCode = Self(name: "sourceCode")
  /// Cells of a spreadsheet.
  public static let spreadsheet = Self(name: "spreadsheet")
  /// A word processor's document.
  public static let wordProcessing = Self(name: "wordProcessing")
}
