/// What a swipe on a resizable sheet's content does first: resize the sheet or scroll its
/// content.
///
/// ```swift
/// Results().presentationContentInteraction(.scrolls)
/// ```
public struct PresentationContentInteraction: Hashable, Sendable {
  private let name: String

  /// The platform's choice: resizing first.
  public static let automatic = Self(name: "automatic")
  /// Resize the sheet first.
  public static let resizes = Self(name: "resizes")
  /// Scroll the content first.
  public static let scrolls = Self(name: "scrolls")
}
