import Foundation

/// iOS 13's text field forms with editing callbacks (deprecated, still in shipped code):
/// `onEditingChanged(true)` when typing begins, `onCommit` then `onEditingChanged(false)` when
/// the field is submitted.
extension TextField where Label == Text {
  /// A field that runs `onCommit` when it is submitted.
  ///
  /// ```swift
  /// TextField("Search", text: $query, onCommit: search)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
  }

  /// A field that reports when editing begins and ends.
  ///
  /// ```swift
  /// TextField("Search", text: $query, onEditingChanged: { isEditing = $0 })
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(titleKey, text: text, onEditingChanged: onEditingChanged, onCommit: {})
  }

  /// A field editing a value through a formatter that runs `onCommit` when it is submitted.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, formatter: currency, onCommit: save)
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onCommit: @escaping () -> Void
  ) {
    self.init(
      titleKey, value: value, formatter: formatter, onEditingChanged: { _ in },
      onCommit: onCommit)
  }

  /// A field editing a value through a formatter that reports when editing begins and ends.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, formatter: currency, onEditingChanged: { editing = $0 })
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      titleKey, value: value, formatter: formatter, onEditingChanged: onEditingChanged,
      onCommit: {})
  }

  /// A field editing a value through a formatter with both editing callbacks.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, formatter: currency,
  ///           onEditingChanged: { editing = $0 }, onCommit: save)
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, value: value, formatter: formatter, prompt: nil)
    editing = FieldEditing(onEditingChanged: onEditingChanged, onCommit: onCommit)
  }
}
