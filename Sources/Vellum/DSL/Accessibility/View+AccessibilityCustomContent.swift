#if canImport(Darwin)
  import Accessibility
#endif

/// Custom accessibility content: label–value pairs VoiceOver reads through its More Content
/// rotor (high importance: right after the label). Each is recorded on the view's node as
/// `accessibilityCustomContent: (title: …, value: …)`; a `nil` value records nothing.
extension View {
  /// Adds `value` under `key`.
  ///
  /// ```swift
  /// RecipeRow(recipe).accessibilityCustomContent(.calories, Text("\(recipe.calories)"))
  /// ```
  public consuming func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    modifier(AccessibilityAttachmentModifier(Self.customContent(key, value?.plainText, importance)))
  }

  /// Adds a localized value under `key`.
  ///
  /// ```swift
  /// .accessibilityCustomContent(.difficulty, "Easy")
  /// ```
  public consuming func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(key, Text(valueKey), importance: importance)
  }

  /// Adds a string value under `key`.
  ///
  /// ```swift
  /// .accessibilityCustomContent(.author, recipe.author)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(key, Text(value), importance: importance)
  }

  /// Adds `value` labelled `label` (its key's identifier is the label).
  ///
  /// ```swift
  /// .accessibilityCustomContent(Text("Calories"), Text("320"))
  /// ```
  public consuming func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(
      AccessibilityCustomContentKey(label, id: label.plainText), value, importance: importance)
  }

  /// Adds `value` labelled with a localized key.
  ///
  /// ```swift
  /// .accessibilityCustomContent("Calories", Text("320"))
  /// ```
  public consuming func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(
      AccessibilityCustomContentKey(labelKey), value, importance: importance)
  }

  /// Adds a localized value labelled with a localized key.
  ///
  /// ```swift
  /// .accessibilityCustomContent("Difficulty", "Easy", importance: .high)
  /// ```
  public consuming func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(labelKey, Text(valueKey), importance: importance)
  }

  /// Adds a string value labelled with a localized key.
  ///
  /// ```swift
  /// .accessibilityCustomContent("Author", recipe.author)
  /// ```
  @_disfavoredOverload
  public consuming func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(labelKey, Text(value), importance: importance)
  }

  /// The attribute recording one piece of custom content.
  private static func customContent(
    _ key: AccessibilityCustomContentKey, _ value: String?,
    _ importance: AXCustomContent.Importance
  ) -> [Attribute] {
    guard let value else { return [] }
    var fields = [Attribute(.title, .string(key.label)), Attribute(.value, .string(value))]
    if importance == .high { fields.append(Attribute(.style, .name(.high))) }
    return [Attribute(.accessibilityCustomContent, .fields(fields))]
  }
}
