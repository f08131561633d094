import Foundation
import VellumHotPaths

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
  /// The key's text, Markdown source, images and interpolated values, as its literal collected
  /// them: a key made from a literal keeps its interpolation whole, moved in, not copied out
  /// field by field.
  private var parts: StringInterpolation

  /// The text of the key after interpolation.
  package var text: String { parts.text }
  /// The same text as Markdown source: the literal parts as written, interpolated values with
  /// Markdown's special characters escaped. `nil` when the key was read piece by piece and no
  /// piece had any of them: there is nothing to style, and the text need not be scanned again.
  package var markdown: String? {
    parts.hasMarkdownCharacters == false ? nil : parts.escapedMarkdown ?? parts.text
  }
  /// The images interpolated into the key, in order; each stands in the text as
  /// ``imagePlaceholder``.
  package var images: [Image] { parts.images }
  /// The key a string table looks it up by: the literal parts, with a format specifier for
  /// each interpolated value (`%lld` for integers, `%lf` for other numbers, `%@` otherwise).
  package var key: String { parts.key }
  /// The interpolated values, in order, for the specifiers of ``key``.
  package var arguments: [LocalizationArgument] { parts.values.map(\.argument) }

  /// What an interpolated image is in ``text``: the object replacement character, U+FFFC.
  package static let imagePlaceholder: Character = "\u{FFFC}"

  /// Creates a key from text.
  ///
  /// ```swift
  /// LocalizedStringKey("Save")
  /// ```
  public init(_ value: String) {
    parts = StringInterpolation(text: value)
  }

  /// Creates a key from a literal.
  ///
  /// ```swift
  /// let key: LocalizedStringKey = "Save"
  /// ```
  public init(stringLiteral value: String) {
    parts = StringInterpolation(text: value)
  }

  /// Creates a key from an interpolated literal.
  ///
  /// ```swift
  /// let key: LocalizedStringKey = "Count: \(count)"
  /// ```
  public init(stringInterpolation: StringInterpolation) {
    parts = stringInterpolation
    parts.finish()
  }

  /// Two keys are equal when their text, Markdown source, images and interpolated values are:
  /// `"\(1)"` and `"1"` show the same text but are looked up by different keys.
  ///
  /// ```swift
  /// LocalizedStringKey("Save") == "Save"   // true
  /// ```
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.parts.text == rhs.parts.text && lhs.parts.escapedMarkdown == rhs.parts.escapedMarkdown
      && lhs.parts.images == rhs.parts.images && lhs.parts.values == rhs.parts.values
  }

  /// Collects the literal parts and interpolated values of a key.
  ///
  /// The text is built as the literal is read; the string-table key is not: each value
  /// remembers where its text lies, and the key is made from the text only when a table is
  /// asked (most texts are never looked up, and a list row's literal is read on every
  /// rebuild).
  ///
  /// ```swift
  /// let key: LocalizedStringKey = "\(Text("Bold").bold()) text"
  /// ```
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    /// The text, once the key is made (see ``finish()``).
    var text: String
    /// The text while the literal is read: short texts are built in place, not by remaking a
    /// string for each piece.
    private var built = ShortUTF8()
    /// Whether the Markdown source has any of Markdown's special characters, known once the
    /// key is made; `nil` for a key made from a whole string, which was not looked at.
    var hasMarkdownCharacters: Bool?
    /// The Markdown source, once an interpolated value made it differ from ``text``.
    var escapedMarkdown: String?
    var images: [Image] = []
    /// The interpolated values, in order, each with the UTF-8 offsets of its text in ``text``;
    /// the first inline, since most keys interpolate one value or none, and an array would be
    /// an allocation for every text of every list row.
    var values = InlineFirstArray<Value>()

    /// An interpolated value, for a string table's format, and where its text lies.
    struct Value: Equatable, Sendable {
      let argument: LocalizationArgument
      let range: Range<Int>
    }

    /// Starts an empty key; its text is built in place while short, so nothing is reserved.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text = ""
    }

    /// The parts of a key that is all literal text.
    init(text: String) { self.text = text }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      built.append(literal)
      escapedMarkdown? += literal
    }

    /// Makes ``text`` from the pieces read, and looks for Markdown's characters in it: those
    /// of a value were escaped, so with none escaped any there are in the literal parts.
    mutating func finish() {
      hasMarkdownCharacters = escapedMarkdown != nil || built.containsMarkdownCharacters
      text = built.string
      built = ShortUTF8()
    }

    /// The string-table key: the literal parts with each `%` doubled, and each value's
    /// specifier where its text is.
    var key: String {
      var key = ""
      var literalStart = 0
      let utf8 = text.utf8
      func appendLiteral(upTo end: Int) {
        let start = utf8.index(utf8.startIndex, offsetBy: literalStart)
        let literal = String(
          decoding: utf8[start..<utf8.index(start, offsetBy: end - literalStart)], as: UTF8.self)
        key +=
          literal.containsByte { $0 == UInt8(ascii: "%") }
          ? literal.replacingOccurrences(of: "%", with: "%%") : literal
      }
      for value in values {
        appendLiteral(upTo: value.range.lowerBound)
        key += value.argument.specifier
        literalStart = value.range.upperBound
      }
      appendLiteral(upTo: utf8.count)
      return key
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
    ///
    /// Inlinable, so a screen's integers are converted by code specialized to their type: an
    /// integer whose every value fits an `Int` is written as decimal digits straight into the
    /// text (see `appendInteger(_:)`); a wider one uses its own description, not
    /// `String(describing:)`, which casts the value to each printing protocol in turn. A list
    /// row's number is interpolated on every rebuild.
    @inlinable
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      if value.bitWidth < Int.bitWidth || (T.isSigned && value.bitWidth == Int.bitWidth) {
        appendInteger(Int(truncatingIfNeeded: value))
      } else {
        appendInteger(value.description, Int(clamping: value))
      }
    }

    /// Appends an integer's text and its value, clamped to an `Int`.
    @usableFromInline
    mutating func appendInteger(_ description: String, _ value: Int) {
      appendValue(description, argument: .integer(value))
    }

    /// Appends `value` in decimal digits, with no string of its own, no generic conversion, and
    /// no look for Markdown's characters, which digits and a minus sign are not.
    @usableFromInline
    mutating func appendInteger(_ value: Int) {
      let start = built.utf8Count
      built.append(decimal: value)
      if escapedMarkdown != nil { escapedMarkdown? += String(value) }
      values.append(Value(argument: .integer(value), range: start..<built.utf8Count))
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
      built.append(String(LocalizedStringKey.imagePlaceholder))
      escapedMarkdown?.append(LocalizedStringKey.imagePlaceholder)
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
      let formatted = FormattingContext.current.format(input, format)
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
    /// to the values with where its text lies, for the key's format specifier.
    private mutating func appendValue(_ value: String, argument: LocalizationArgument) {
      let start = built.utf8Count
      defer { values.append(Value(argument: argument, range: start..<built.utf8Count)) }
      guard value.containsByte(where: MarkdownText.isSpecial) else {
        escapedMarkdown? += value
        built.append(value)
        return
      }
      // From here the Markdown source differs from the text: it starts as the text so far.
      var markdown = escapedMarkdown ?? built.string
      for character in value {
        if MarkdownText.specialCharacters.contains(character) { markdown.append("\\") }
        markdown.append(character)
      }
      escapedMarkdown = markdown
      built.append(value)
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
