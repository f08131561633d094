/// One stop of an accessibility rotor: a label VoiceOver reads, and the view (by id) or text
/// range it moves to.
///
/// ```swift
/// .accessibilityRotor("Warnings") {
///   ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) }
/// }
/// ```
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, RotorEntrySource {
  let label: String
  let id: ID?
  let textRange: Range<String.Index>?
  let prepare: () -> Void

  /// An entry that moves to the view with `id` (in a scroll view's content, by its `id`).
  ///
  /// ```swift
  /// AccessibilityRotorEntry(Text(warning.title), id: warning.id)
  /// ```
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.label = label.plainText
    self.id = id
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry labelled with a localized key that moves to the view with `id`.
  ///
  /// ```swift
  /// AccessibilityRotorEntry("Latest", id: latest.id)
  /// ```
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string that moves to the view with `id`.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(warning.title, id: warning.id)
  /// ```
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry that moves to the view marked `accessibilityRotorEntry(id:in:)` with `id` in
  /// `namespace`.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(Text("Ingredients"), id: "ingredients", in: namespace)
  /// ```
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label, id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a localized key that moves to a marked view.
  ///
  /// ```swift
  /// AccessibilityRotorEntry("Ingredients", id: "ingredients", in: namespace)
  /// ```
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string that moves to a marked view.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(section.title, id: section.id, in: namespace)
  /// ```
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry, labelled or not, that moves to the view marked with `id` in `namespace`; an
  /// unlabelled one is read as the view's own label.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(nil, "ingredients", in: namespace)
  /// ```
  public init(
    _ label: Text? = nil, _ id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.label = label?.plainText ?? ""
    self.id = id
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry that moves to a range of the rotor's view's text.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(Text("TODO"), textRange: range)
  /// ```
  public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {})
  where ID == Never {
    self.label = label.plainText
    self.id = nil
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry labelled with a localized key that moves to a range of the view's text.
  ///
  /// ```swift
  /// AccessibilityRotorEntry("TODO", textRange: range)
  /// ```
  public init(
    _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
    prepare: @escaping () -> Void = {}
  ) where ID == Never {
    self.init(Text(labelKey), textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string that moves to a range of the view's text.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(match.word, textRange: match.range)
  /// ```
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}
  ) where ID == Never {
    self.init(Text(label), textRange: textRange, prepare: prepare)
  }

  /// An entry is its own content.
  public var body: Never { return fatalError("an entry lists itself") }

  var rotorEntryLabels: [String] { [label] }
}
