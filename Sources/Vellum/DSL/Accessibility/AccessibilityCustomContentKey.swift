/// The key of a piece of custom accessibility content: its label, and an identifier that
/// tells two contents with the same label apart.
///
/// ```swift
/// extension AccessibilityCustomContentKey {
///   static let calories = AccessibilityCustomContentKey("Calories", id: "calories")
/// }
/// ```
public struct AccessibilityCustomContentKey: Equatable, Sendable {
  let label: String
  let id: String

  /// A key labelled `label`, identified by `id`.
  ///
  /// ```swift
  /// AccessibilityCustomContentKey(Text("Calories"), id: "calories")
  /// ```
  public init(_ label: Text, id: String) {
    self.label = label.plainText
    self.id = id
  }

  /// A key labelled with a localized key, identified by `id`.
  ///
  /// ```swift
  /// AccessibilityCustomContentKey("Calories", id: "calories")
  /// ```
  public init(_ labelKey: LocalizedStringKey, id: String) {
    self.init(Text(labelKey), id: id)
  }

  /// A key labelled with a localized key, identified by that key.
  ///
  /// ```swift
  /// AccessibilityCustomContentKey("Calories")
  /// ```
  public init(_ labelKey: LocalizedStringKey) {
    let label = Text(labelKey)
    self.init(label, id: label.plainText)
  }
}
