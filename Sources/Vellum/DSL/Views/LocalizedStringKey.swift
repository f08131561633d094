import Foundation

/// The key of a localizable string, written as a string literal with interpolations.
///
/// A `Text` looks the key up in its bundle's string tables in the environment's language (see
/// `Text(_:tableName:bundle:comment:)`); without a translation the key's text is shown as
/// written, with interpolated values formatted the way SwiftUI formats them (`Text` pieces keep
/// their text, format styles use the environment's locale, other values their description).
/// `Text` reads inline Markdown in the literal parts (`**bold**`, `_italic_`, `~~struck~~`, code
/// in backticks, `[link](url)`); interpolated values are never read as Markdown.
///
/// ```swift
/// Text("The \(ordinal(n)) prime is \(prime)")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text of the key after interpolation.
  package var text: String
  /// The same text as Markdown source: the literal parts as written, interpolated values with
  /// Markdown's special characters escaped.
  package var markdown: String { escapedMarkdown ?? text }
  /// ``markdown`` when it differs from ``text`` (an interpolated value had a special character);
  /// most keys' Markdown source is their text, which is then not built twice.
  private var escapedMarkdown: String?
  /// The images interpolated into the key, in order; each stands in the text as
  /// ``imagePlaceholder``.
  package var images: [Image] = []
  /// The key a string table looks it up by: the literal parts, with a format specifier for
  /// each interpolated value (`%lld` for integers, `%lf` for other numbers, `%@` otherwise).
  package var key: String
  /// The interpolated values, in order, for the specifiers of ``key``.
  package var arguments: [LocalizationArgument] = []

  /// What an interpolated image is in ``text``: the object replacement character, U+FFFC.
  package static let imagePlaceholder: Character = "\u{FFFC}"

  /// Creates a key from text.
  ///
  /// ```swift
  /// LocalizedStringKey("Save")
  /// ```
  public init(_ value: String) {
    text = value
    key = value
  }

  /// Creates a key from a literal.
  ///
  /// ```swift
  /// let key: LocalizedStringKey = "Save"
  /// ```
  public init(stringLiteral value: String) {
    text = value
    key = value
  }

  /// Creates a key from an interpolated literal.
  ///
  /// ```swift
  /// let key: LocalizedStringKey = "Count: \(count)"
  /// ```
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    escapedMarkdown = stringInterpolation.escapedMarkdown
    images = stringInterpolation.images
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Collects the literal parts and interpolated values of a key.
  ///
  /// ```swift
  /// let key: LocalizedStringKey = "\(Text("Bold").bold()) text"
  /// ```
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// The Markdown source, once an interpolated value made it differ from ``text``.
    var escapedMarkdown: String?
    var images: [Image] = []
    var key = ""
    var arguments: [LocalizationArgument] = []

    /// Reserves room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      escapedMarkdown? += literal
      key +=
        literal.containsByte { $0 == UInt8(ascii: "%") }
        ? literal.replacingOccurrences(of: "%", with: "%%") : literal
    }

    /// Appends a string.
    public mutating func appendInterpolation(_ string: String) {
      appendValue(string, argument: .string(string))
    }

    /// Appends any value by its description.
    public mutating func appendInterpolation<T>(_ value: T) {
      let description = String(describing: value)
      appendValue(description, argument: .string(description))
    }

    /// Appends an integer, kept as a number for a string table's format (`%lld`) and plural
    /// forms.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      // The integer's own description, not `String(describing:)`, which casts the value to
      // each printing protocol in turn, and a plain conversion when every value of its width
      // fits an `Int` (the generic clamping one is slow): a list row's number is interpolated
      // on every rebuild.
      let fits = value.bitWidth < Int.bitWidth || (T.isSigned && value.bitWidth == Int.bitWidth)
      appendValue(
        value.description,
        argument: .integer(fits ? Int(truncatingIfNeeded: value) : Int(clamping: value)))
    }

    /// Appends a floating-point number, kept as a number for a string table's format (`%lf`).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      appendValue(String(describing: value), argument: .number(Double(value)))
    }

    /// Appends an image, shown inline.
    ///
    /// ```swift
    /// Text("\(Image(systemName: "star.fill")) 4.5")
    /// ```
    public mutating func appendInterpolation(_ image: Image) {
      text.append(LocalizedStringKey.imagePlaceholder)
      escapedMarkdown?.append(LocalizedStringKey.imagePlaceholder)
      key.append(LocalizedStringKey.imagePlaceholder)
      images.append(image)
    }

    /// Appends the text of a `Text`.
    public mutating func appendInterpolation(_ value: Text) {
      appendValue(value.plainText, argument: .string(value.plainText))
    }

    /// Appends a value formatted with a format style, in the locale of the view being
    /// evaluated (a host's variant's), never the machine's.
    ///
    /// ```swift
    /// Text("Total: \(price, format: .currency(code: "EUR"))")   // "Total: 4,20 €" in French
    /// ```
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F
    ) where F.FormatOutput == String {
      let formatted = format.locale(FormattingContext.current.locale).format(input)
      appendValue(formatted, argument: .string(formatted))
    }

    /// Appends a date formatted with a date format style in the locale, time zone and calendar
    /// of the view being evaluated.
    ///
    /// ```swift
    /// Text("Due \(deadline, format: .dateTime.day().month())")
    /// ```
    public mutating func appendInterpolation(_ input: Date, format: Date.FormatStyle) {
      let formatted = FormattingContext.current.format(input, format)
      appendValue(formatted, argument: .string(formatted))
    }

    /// Appends a number formatted with a `printf` specifier, in the POSIX locale so the output
    /// never depends on the machine.
    ///
    /// ```swift
    /// Text("\(ratio, specifier: "%.2f")")
    /// ```
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      let formatted = String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
      appendValue(formatted, argument: .string(formatted))
    }

    /// Appends a value formatted with a `Formatter`.
    ///
    /// ```swift
    /// Text("\(price as NSNumber, formatter: currencyFormatter)")
    /// ```
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter
    ) {
      let formatted = formatter.string(for: subject) ?? ""
      appendValue(formatted, argument: .string(formatted))
    }

    /// Appends an object formatted with a `Formatter`.
    ///
    /// ```swift
    /// Text("\(NSNumber(value: 3), formatter: formatter)")
    /// ```
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter
    ) {
      let formatted = formatter.string(for: subject) ?? ""
      appendValue(formatted, argument: .string(formatted))
    }

    /// Appends an interpolated value: as it is to the text, escaped to the Markdown source, and
    /// as a format specifier with its argument to the key.
    private mutating func appendValue(_ value: String, argument: LocalizationArgument) {
      key += argument.specifier
      arguments.append(argument)
      guard value.containsByte(where: MarkdownText.isSpecial) else {
        escapedMarkdown? += value
        text += value
        return
      }
      // From here the Markdown source differs from the text: it starts as the text so far.
      var markdown = escapedMarkdown ?? text
      for character in value {
        if MarkdownText.specialCharacters.contains(character) { markdown.append("\\") }
        markdown.append(character)
      }
      escapedMarkdown = markdown
      text += value
    }
  }
}

/// A value interpolated into a localized string, kept for a string table's format.
package enum LocalizationArgument: Equatable, Sendable {
  /// An integer: `%lld`.
  case integer(Int)
  /// Another number: `%lf`.
  case number(Double)
  /// Anything else, as text: `%@`.
  case string(String)

  /// The format specifier that stands for the value in a key.
  var specifier: String {
    switch self {
    case .integer: "%lld"
    case .number: "%lf"
    case .string: "%@"
    }
  }
}
