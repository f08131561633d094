import Foundation

extension String {
  /// A localizable string written as a literal with interpolations: its table key (the literal
  /// parts with `%lld`, `%lf` or `%@` for each value) and its values. Foundation on Linux has no
  /// `String(localized:)`; Vellum provides it with the same shape.
  ///
  /// ```swift
  /// let value: String.LocalizationValue = "\(count) messages"
  /// ```
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key and values, kept as a `Text` keeps them.
    package var key: LocalizedStringKey

    /// Creates a value from text.
    ///
    /// ```swift
    /// String.LocalizationValue("Save")
    /// ```
    public init(_ value: String) {
      key = LocalizedStringKey(value)
    }

    /// Creates a value from a literal.
    ///
    /// ```swift
    /// let value: String.LocalizationValue = "Save"
    /// ```
    public init(stringLiteral value: String) {
      key = LocalizedStringKey(value)
    }

    /// Creates a value from an interpolated literal.
    ///
    /// ```swift
    /// let value: String.LocalizationValue = "Hello, \(name)!"
    /// ```
    public init(stringInterpolation: StringInterpolation) {
      key = LocalizedStringKey(stringInterpolation: stringInterpolation.key)
    }

    /// Collects the literal parts and interpolated values of a localization value.
    ///
    /// ```swift
    /// let value: String.LocalizationValue = "\(3) of \(total, format: .number)"
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
      var key: LocalizedStringKey.StringInterpolation

      /// Reserves room for the literal parts.
      public init(literalCapacity: Int, interpolationCount: Int) {
        key = .init(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
      }

      /// Appends literal text.
      public mutating func appendLiteral(_ literal: String) {
        key.appendLiteral(literal)
      }

      /// Appends a string (`%@` in the key).
      public mutating func appendInterpolation(_ string: String) {
        key.appendInterpolation(string)
      }

      /// Appends any value by its description (`%@` in the key).
      public mutating func appendInterpolation<T>(_ value: T) {
        key.appendInterpolation(value)
      }

      /// Appends an integer (`%lld` in the key), which chooses plural forms.
      public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
        key.appendInterpolation(value)
      }

      /// Appends a floating-point number (`%lf` in the key).
      public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
        key.appendInterpolation(value)
      }

      /// Appends a value formatted with a format style in the locale of the view being
      /// evaluated.
      public mutating func appendInterpolation<F: FormatStyle>(
        _ input: F.FormatInput, format: F
      ) where F.FormatOutput == String {
        key.appendInterpolation(input, format: format)
      }

      /// Appends a date formatted in the locale, time zone and calendar of the view being
      /// evaluated.
      public mutating func appendInterpolation(_ input: Date, format: Date.FormatStyle) {
        key.appendInterpolation(input, format: format)
      }

      /// Appends a number formatted with a `printf` specifier.
      public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        key.appendInterpolation(value, specifier: specifier)
      }
    }
  }

  /// The string of `keyAndValue` translated from `table` (`Localizable` unless named) in
  /// `bundle` (the main bundle unless given) into `locale`'s language, or as written when the
  /// table has no translation.
  ///
  /// Inside a view's body the default locale is the view's environment's — a host's variant's
  /// language — and elsewhere English (United States), never the machine's.
  ///
  /// ```swift
  /// let title = String(localized: "\(count) messages", bundle: .module)
  /// ```
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale? = nil, comment: StaticString? = nil
  ) {
    self = Self.localized(
      keyAndValue.key.key, value: keyAndValue.key, table: table, bundle: bundle, locale: locale)
  }

  /// The string of `key` translated from `table` in `bundle` into `locale`'s language, formatted
  /// with the values of `defaultValue`, or `defaultValue` when the table has no translation.
  ///
  /// ```swift
  /// let title = String(localized: "inbox.title", defaultValue: "Inbox", bundle: .module)
  /// ```
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
  ) {
    self = Self.localized(
      "\(key)", value: defaultValue.key, table: table, bundle: bundle, locale: locale)
  }

  private static func localized(
    _ key: String, value: LocalizedStringKey, table: String?, bundle: Bundle?, locale: Locale?
  ) -> String {
    StringTables.shared.translation(
      of: key, arguments: value.arguments, table: table, bundle: bundle ?? .main,
      locale: locale ?? FormattingContext.current.locale) ?? value.text
  }
}
