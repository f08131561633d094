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

  /// A field titled with a literal; the title is the placeholder unless `prompt` is given.
  ///
  /// ```swift
  /// TextField("Title", text: $recipe.title)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil)
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
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    self.init(title: titleKey.text, text: text, prompt: prompt, role: .textField)
  }

  /// A field editing a value through a `NumberFormatter` or `DateFormatter`, written back as you
  /// type when it parses.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, formatter: currencyFormatter)
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) where Label == Text {
    let text = Binding<String>(
      get: { formatter.string(for: value.wrappedValue) ?? "" },
      set: { newText in
        // Foundation on Linux keeps `getObjectValue` internal: number and date formatters parse.
        let parsed: Any? =
          (formatter as? NumberFormatter)?.number(from: newText)
          ?? (formatter as? DateFormatter)?.date(from: newText)
        if let number = parsed as? NSNumber, let typed = number as? V ?? parsed as? V {
          value.wrappedValue = typed
        } else if let typed = parsed as? V {
          value.wrappedValue = typed
        }
      })
    self.init(title: titleKey.text, text: text, prompt: prompt, role: .textField)
  }

  /// A field titled with a string value.
  ///
  /// ```swift
  /// TextField(field.name, text: $field.value)
  /// ```
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil)
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

extension TextField: PrimitiveView {
  package func update(_ record: GraphNode) {
    let value = text.wrappedValue
    record.control = .text(text)
    var attributes = [
      Attribute("title", .string(title)), Attribute("text", .string(value), isBound: true),
    ]
    if let prompt { attributes.append(Attribute("prompt", .string(prompt.plainText))) }
    let isFocused =
      record.environment.focusTarget.map { $0.isFocused() }
      ?? (record.graph.focusedField === record)
    if isFocused { attributes.append(Attribute("focused", .bool(true))) }
    attributes += record.disabledAttribute
    record.output = .leaf(Node(role: role, identity: record.identity, attributes: attributes))
  }
}

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
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil)
  where Label == Text {
    field = TextField(title: titleKey.text, text: text, prompt: prompt, role: .secureField)
  }

  /// A secure field titled with a string value.
  ///
  /// ```swift
  /// SecureField(label, text: $password)
  /// ```
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil)
  where Label == Text {
    field = TextField(title: String(title), text: text, prompt: prompt, role: .secureField)
  }

  /// A secure field is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField: PrimitiveView {
  package func update(_ record: GraphNode) {
    field.update(record)
  }
}
