/// Accessibility rotors: named lists of stops VoiceOver moves through (warnings, headings,
/// matches in a text). Each is recorded on the view's node as `accessibilityRotors: (title:
/// name, value: [entries])`, and ``ViewHost/accessibilityRotor(_:)`` lists a rotor's entries.
extension View {
  /// Offers a rotor named `label` with the entries `entries` builds.
  ///
  /// ```swift
  /// .accessibilityRotor(Text("Warnings")) {
  ///   ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) }
  /// }
  /// ```
  public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    modifier(AccessibilityAttachmentModifier(Self.rotor(label.plainText, entries().entryLabels)))
  }

  /// Offers a rotor named with a localized key.
  ///
  /// ```swift
  /// .accessibilityRotor("Warnings") { ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) } }
  /// ```
  public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    accessibilityRotor(Text(labelKey), entries: entries)
  }

  /// Offers a rotor named with a string.
  ///
  /// ```swift
  /// .accessibilityRotor(category.name) { ForEach(items) { AccessibilityRotorEntry($0.name, id: $0.id) } }
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    accessibilityRotor(Text(label), entries: entries)
  }

  /// Supplies the entries of one of VoiceOver's own rotors.
  ///
  /// ```swift
  /// .accessibilityRotor(.headings) { ForEach(sections) { AccessibilityRotorEntry($0.title, id: $0.id) } }
  /// ```
  public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    modifier(AccessibilityAttachmentModifier(Self.rotor(systemRotor.name, entries().entryLabels)))
  }

  /// Offers a rotor named `label` whose entries are ranges of the view's text; each entry is
  /// recorded as "text range" and its number, since the text it reads is the view's.
  ///
  /// ```swift
  /// TextEditor(text: $draft).accessibilityRotor(Text("TODOs"), textRanges: todoRanges)
  /// ```
  public consuming func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>])
    -> some View
  {
    modifier(
      AccessibilityAttachmentModifier(Self.rotor(label.plainText, Self.rangeLabels(textRanges))))
  }

  /// Offers a rotor of text ranges named with a localized key.
  ///
  /// ```swift
  /// .accessibilityRotor("TODOs", textRanges: todoRanges)
  /// ```
  public consuming func accessibilityRotor(
    _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
  ) -> some View {
    accessibilityRotor(Text(labelKey), textRanges: textRanges)
  }

  /// Offers a rotor of text ranges named with a string.
  ///
  /// ```swift
  /// .accessibilityRotor(searchTerm, textRanges: matches)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityRotor<L: StringProtocol>(
    _ label: L, textRanges: [Range<String.Index>]
  ) -> some View {
    accessibilityRotor(Text(label), textRanges: textRanges)
  }

  /// Supplies text ranges as the entries of one of VoiceOver's own rotors.
  ///
  /// ```swift
  /// .accessibilityRotor(.misspelledWords, textRanges: typos)
  /// ```
  public consuming func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
  ) -> some View {
    modifier(
      AccessibilityAttachmentModifier(Self.rotor(systemRotor.name, Self.rangeLabels(textRanges))))
  }

  /// Marks this view as the target of rotor entries with `id` in `namespace`.
  ///
  /// ```swift
  /// Text("Ingredients").accessibilityRotorEntry(id: "ingredients", in: namespace)
  /// ```
  public consuming func accessibilityRotorEntry<ID: Hashable>(
    id: ID, in namespace: Namespace.ID
  ) -> some View {
    modifier(
      AccessibilityAttachmentModifier(
        Attribute(.accessibilityRotorEntry, AttributeValue(describing: id))))
  }

  /// The attribute recording a rotor and its entries' labels.
  static func rotor(_ name: String, _ entries: [String]) -> [Attribute] {
    [
      Attribute(
        .accessibilityRotors,
        .fields([
          Attribute(.title, .string(name)), Attribute(.value, .list(entries.map { .string($0) })),
        ]))
    ]
  }

  private static func rangeLabels(_ ranges: [Range<String.Index>]) -> [String] {
    ranges.indices.map { "text range \($0 + 1)" }
  }
}
