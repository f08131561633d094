/// Builds rotor content from entries, `ForEach`es of entries, conditions and choices.
///
/// ```swift
/// .accessibilityRotor("Warnings") {
///   ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) }
///   if let error { AccessibilityRotorEntry(error.title, id: error.id) }
/// }
/// ```
@resultBuilder
@MainActor
public enum AccessibilityRotorContentBuilder {
  /// The entries of each piece of content, in order.
  public static func buildBlock<each Content: AccessibilityRotorContent>(
    _ content: repeat each Content
  ) -> some AccessibilityRotorContent {
    var labels: [String] = []
    for piece in repeat each content { labels += piece.entryLabels }
    return _RotorEntryList(rotorEntryLabels: labels)
  }

  /// One piece of content as it is.
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  {
    content
  }

  /// Content that is there only when a condition holds.
  public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
    -> some AccessibilityRotorContent
  {
    _RotorEntryList(rotorEntryLabels: content?.entryLabels ?? [])
  }

  /// The first of two choices.
  public static func buildEither<First: AccessibilityRotorContent>(first: First)
    -> _RotorEntryList
  {
    _RotorEntryList(rotorEntryLabels: first.entryLabels)
  }

  /// The second of two choices.
  public static func buildEither<Second: AccessibilityRotorContent>(second: Second)
    -> _RotorEntryList
  {
    _RotorEntryList(rotorEntryLabels: second.entryLabels)
  }
}
