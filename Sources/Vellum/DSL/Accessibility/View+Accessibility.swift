extension View {
  /// Gives the view a label for assistive technologies and for `host.tap(_:)`.
  ///
  /// ```swift
  /// Image(systemName: "plus").accessibilityLabel("Add Recipe")
  /// ```
  public consuming func accessibilityLabel(_ label: Text) -> some View {
    modifier(
      AccessibilityAttachmentModifier(Attribute(.accessibilityLabel, .string(label.plainText))))
  }

  /// Gives the view a label from a literal.
  ///
  /// ```swift
  /// Image(systemName: "plus").accessibilityLabel("Add Recipe")
  /// ```
  public consuming func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    accessibilityLabel(Text(label))
  }

  /// Gives the view a label from a string value.
  ///
  /// ```swift
  /// Image(systemName: icon).accessibilityLabel(name)
  /// ```
  public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    accessibilityLabel(Text(label))
  }

  /// Gives the view a stable identifier for tests.
  ///
  /// ```swift
  /// Button("Save") {}.accessibilityIdentifier("save-button")
  /// ```
  public consuming func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(
      AccessibilityAttachmentModifier(Attribute(.accessibilityIdentifier, .string(identifier))))
  }
}
