import Foundation

/// The text field forms SwiftUI declares apart: without a prompt, with `axis:` for string
/// titles, and with a label view for formatted values.
extension TextField where Label == Text {
  /// A field titled with a literal, which is also its placeholder.
  ///
  /// ```swift
  /// TextField("Title", text: $recipe.title)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(titleKey, text: text, prompt: nil)
  }

  /// A field titled with a string value, which is also its placeholder.
  ///
  /// ```swift
  /// TextField(field.name, text: $field.value)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title, text: text, prompt: nil)
  }

  /// A field titled with a literal that grows to several lines along `axis`.
  ///
  /// ```swift
  /// TextField("Notes", text: $notes, axis: .vertical)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text, prompt: nil, axis: axis)
  }

  /// A field titled with a string value that grows to several lines along `axis`.
  ///
  /// ```swift
  /// TextField(field.name, text: $field.notes, axis: .vertical)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text, prompt: nil, axis: axis)
  }

  /// A field titled with a string value, with a placeholder, that grows along `axis`.
  ///
  /// ```swift
  /// TextField(field.name, text: $field.notes, prompt: Text("Optional"), axis: .vertical)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title, text: text, prompt: prompt)
    self.axis = axis
  }

  /// A field editing a value through a formatter, titled with a literal.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, formatter: currencyFormatter)
  /// ```
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(titleKey, value: value, formatter: formatter, prompt: nil)
  }
}

extension TextField {
  /// A field with a label view that grows to several lines along `axis`.
  ///
  /// ```swift
  /// TextField(text: $bio, prompt: Text("About you"), axis: .vertical) { Text("Bio") }
  /// ```
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
    self.axis = axis
  }

  /// A field with a label view editing a value through a format style.
  ///
  /// ```swift
  /// TextField(value: $age, format: .number) { Text("Age") }
  /// ```
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      title: (label() as? Text)?.plainText ?? "", text: Self.text(of: value, format: format),
      prompt: prompt, role: .textField)
  }

  /// A field with a label view editing a value through a formatter.
  ///
  /// ```swift
  /// TextField(value: $amount, formatter: currencyFormatter) { Text("Amount") }
  /// ```
  public init<V>(
    value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(
      title: (label() as? Text)?.plainText ?? "",
      text: Self.text(of: value, formatter: formatter), prompt: prompt, role: .textField)
  }

  /// The text of a value shown with `format`: text that parses is written back as you type
  /// (SwiftUI writes on commit; text that does not parse leaves the value unchanged).
  static func text<F: ParseableFormatStyle>(of value: Binding<F.FormatInput>, format: F)
    -> Binding<String> where F.FormatOutput == String
  {
    Binding<String>(
      get: { FormattingContext.current.format(value.wrappedValue, format) },
      set: {
        let parser = FormattingContext.current.localized(format).parseStrategy
        if let parsed = try? parser.parse($0) { value.wrappedValue = parsed }
      })
  }

  /// The text of a value shown through a `NumberFormatter` or `DateFormatter`, written back as
  /// you type when it parses.
  static func text<V>(of value: Binding<V>, formatter: Formatter) -> Binding<String> {
    Binding<String>(
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
  }
}
