/// A text field whose content is masked, for passwords.
///
/// ```swift
/// SecureField("Password", text: $model.password)
/// ```
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A secure field titled with a literal.
  ///
  /// ```swift
  /// SecureField("Password", text: $password)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text {
    self.init(titleKey, text: text, prompt: nil)
  }

  /// A secure field titled with a literal, with a placeholder.
  ///
  /// ```swift
  /// SecureField("Password", text: $password, prompt: Text("Required"))
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?)
  where Label == Text {
    field = TextField(title: titleKey.text, text: text, prompt: prompt, role: .secureField)
  }

  /// A secure field titled with a string value.
  ///
  /// ```swift
  /// SecureField(label, text: $password)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
    self.init(title, text: text, prompt: nil)
  }

  /// A secure field titled with a string value, with a placeholder.
  ///
  /// ```swift
  /// SecureField(label, text: $password, prompt: Text("Required"))
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?)
  where Label == Text {
    field = TextField(title: String(title), text: text, prompt: prompt, role: .secureField)
  }

  /// A secure field whose label is a view; the prompt is the placeholder.
  ///
  /// ```swift
  /// SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
  /// ```
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(
      title: (label() as? Text)?.plainText ?? "", text: text, prompt: prompt, role: .secureField)
  }

  /// A secure field with the older commit callback, called when it is submitted.
  ///
  /// ```swift
  /// SecureField("Password", text: $password, onCommit: signIn)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
  where Label == Text {
    var field = TextField<Label>(title: titleKey.text, text: text, prompt: nil, role: .secureField)
    field.editing = FieldEditing(onEditingChanged: { _ in }, onCommit: onCommit)
    self.field = field
  }

  /// A secure field is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
