/// Rotors made from an array of models: an entry per model, labelled by a key path and
/// identified by the model's id (or another key path).
extension View {
  /// Offers a rotor named `rotorLabel` with an entry per model, labelled by `entryLabel`.
  ///
  /// ```swift
  /// .accessibilityRotor(Text("Warnings"), entries: warnings, entryLabel: \.title)
  /// ```
  public consuming func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    modifier(
      AccessibilityAttachmentModifier(
        Self.rotor(rotorLabel.plainText, entries.map { $0[keyPath: entryLabel] })))
  }

  /// Offers a rotor named with a localized key, an entry per model.
  ///
  /// ```swift
  /// .accessibilityRotor("Warnings", entries: warnings, entryLabel: \.title)
  /// ```
  public consuming func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(Text(rotorLabelKey), entries: entries, entryLabel: entryLabel)
  }

  /// Offers a rotor named with a string, an entry per model.
  ///
  /// ```swift
  /// .accessibilityRotor(category.name, entries: items, entryLabel: \.name)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(Text(rotorLabel), entries: entries, entryLabel: entryLabel)
  }

  /// Supplies one of VoiceOver's own rotors with an entry per model.
  ///
  /// ```swift
  /// .accessibilityRotor(.headings, entries: sections, entryLabel: \.title)
  /// ```
  public consuming func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    modifier(
      AccessibilityAttachmentModifier(
        Self.rotor(systemRotor.name, entries.map { $0[keyPath: entryLabel] })))
  }

  /// Offers a rotor named `rotorLabel` with an entry per model, identified by `entryID`.
  ///
  /// ```swift
  /// .accessibilityRotor(Text("Steps"), entries: steps, entryID: \.number, entryLabel: \.text)
  /// ```
  public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    modifier(
      AccessibilityAttachmentModifier(
        Self.rotor(rotorLabel.plainText, entries.map { $0[keyPath: entryLabel] })))
  }

  /// Offers a rotor named with a localized key, an entry per model identified by `entryID`.
  ///
  /// ```swift
  /// .accessibilityRotor("Steps", entries: steps, entryID: \.number, entryLabel: \.text)
  /// ```
  public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(
      Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
  }

  /// Offers a rotor named with a string, an entry per model identified by `entryID`.
  ///
  /// ```swift
  /// .accessibilityRotor(title, entries: steps, entryID: \.number, entryLabel: \.text)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(Text(rotorLabel), entries: entries, entryID: entryID, entryLabel: entryLabel)
  }

  /// Supplies one of VoiceOver's own rotors with an entry per model identified by `entryID`.
  ///
  /// ```swift
  /// .accessibilityRotor(.headings, entries: sections, entryID: \.slug, entryLabel: \.title)
  /// ```
  public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    modifier(
      AccessibilityAttachmentModifier(
        Self.rotor(systemRotor.name, entries.map { $0[keyPath: entryLabel] })))
  }
}
