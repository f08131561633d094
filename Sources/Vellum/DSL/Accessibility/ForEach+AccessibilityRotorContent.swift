extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  /// Rotor entries per `Identifiable` element.
  ///
  /// ```swift
  /// ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) }
  /// ```
  public init(
    _ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(data: data, id: \.id, content: content)
  }

  /// Rotor entries per element, identified by a key path.
  ///
  /// ```swift
  /// ForEach(titles, id: \.self) { AccessibilityRotorEntry($0, id: $0) }
  /// ```
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: id, content: content)
  }

  /// The entries are their own content.
  public var body: Never { return fatalError("a ForEach of rotor entries lists itself") }
}

extension ForEach: RotorEntrySource where Content: AccessibilityRotorContent {
  var rotorEntryLabels: [String] { data.flatMap { content($0).entryLabels } }
}
