/// An editable line of text bound to a string.
///
/// ```swift
/// TextField("Email", text: $model.email)
///   .onSubmit { signIn() }
/// ```
public struct TextField<Label: View>: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  let role: Role
  /// `vertical` for a field that grows to several lines.
  var axis: Axis = .horizontal
  /// The older API's editing callbacks, if given.
  var editing: FieldEditing?

  /// A field titled with a literal; the title is the placeholder unless `prompt` is given.
  ///
  /// ```swift
  /// TextField("Title", text: $recipe.title)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
  where Label == Text {
    self.init(title: titleKey.text, text: text, prompt: prompt, role: .textField)
  }

  /// A field editing a value through a format style: it shows the formatted value, and text
  /// that parses is written back as you type (SwiftUI writes on commit; text that does not
  /// parse leaves the value unchanged).
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, format: .number)
  /// ```
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String, Label == Text {
    self.init(
      title: titleKey.text, text: Self.text(of: value, format: format), prompt: prompt,
      role: .textField)
  }

  /// A field editing a value through a `NumberFormatter` or `DateFormatter`, written back as you
  /// type when it parses.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, formatter: currencyFormatter)
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?
  ) where Label == Text {
    self.init(
      title: titleKey.text, text: Self.text(of: value, formatter: formatter), prompt: prompt,
      role: .textField)
  }

  /// A field whose label is a view (its text, when it is a `Text`, names the field); the
  /// prompt is the placeholder.
  ///
  /// ```swift
  /// TextField(text: $name, prompt: Text("Required")) { Text("Name") }
  /// ```
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(
      title: (label() as? Text)?.plainText ?? "", text: text, prompt: prompt, role: .textField)
  }

  /// A field that grows to several lines along `axis` (`.vertical`).
  ///
  /// ```swift
  /// TextField("Notes", text: $notes, axis: .vertical)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) where Label == Text {
    self.init(title: titleKey.text, text: text, prompt: prompt, role: .textField)
    self.axis = axis
  }

  /// A field with the older editing callbacks: `onEditingChanged(true)` when typing begins,
  /// `onCommit` then `onEditingChanged(false)` when it is submitted.
  ///
  /// ```swift
  /// TextField("Search", text: $query, onEditingChanged: { isEditing = $0 }, onCommit: search)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) where Label == Text {
    self.init(title: titleKey.text, text: text, prompt: nil, role: .textField)
    editing = FieldEditing(onEditingChanged: onEditingChanged, onCommit: onCommit)
  }

  /// A field titled with a string value editing a value through a format style.
  ///
  /// ```swift
  /// TextField(field.name, value: $field.amount, format: .number)
  /// ```
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String, Label == Text {
    self.init(LocalizedStringKey(String(title)), value: value, format: format, prompt: prompt)
  }

  /// A field titled with a string value.
  ///
  /// ```swift
  /// TextField(field.name, text: $field.value)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?)
  where Label == Text {
    self.init(title: String(title), text: text, prompt: prompt, role: .textField)
  }

  init(title: String, text: Binding<String>, prompt: Text?, role: Role) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.role = role
  }

  /// A text field is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
