import Foundation

/// A translation ready to format: its format chosen among plural variations by the first
/// integer argument, and each `%#@name@` token of a `.stringsdict` or a String Catalog's
/// substitutions replaced by the plural form its argument chooses.
///
/// A token takes the next argument in order (or the one its position, `%2$#@name@`, or its
/// catalog `argNum` names); its form is formatted with that argument alone, and the argument is
/// then left out of the rest of the format. A form named `zero` is used for 0 in every language,
/// as Apple's platforms do. A token with no variable of its name shows as written.
///
/// ```swift
/// // "%#@files@" with files = ["one": "%lld file", "other": "%lld files"], argument 3:
/// LocalizedFormat(entry: entry, language: "en").formatted(with: [.integer(3)], locale: locale)
/// // "3 files"
/// ```
struct LocalizedFormat {
  /// The plural forms of one `%#@name@` variable, and the argument it takes when the table
  /// names one (1-based).
  struct Substitution {
    var argument: Int?
    var forms: [String: String]
  }

  /// The categories a plural rule can have.
  static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

  let entry: StringTables.Entry
  let language: String

  /// The translation with `arguments` in place, numbers formatted in `locale`, or `nil` when the
  /// entry has no value for the arguments.
  func formatted(with arguments: [LocalizationArgument], locale: Locale) -> String? {
    var format = entry.value
    if !entry.plural.isEmpty {
      let count = arguments.lazy.compactMap(\.count).first ?? 0
      format = Self.form(in: entry.plural, count: count, language: language) ?? format
    }
    guard var format else { return nil }
    var remaining = arguments
    if !entry.substitutions.isEmpty {
      (format, remaining) = expanded(format, arguments: arguments, locale: locale)
    } else if arguments.isEmpty {
      return format
    }
    return Self.apply(format, remaining, locale: locale)
  }

  /// The form of `forms` for `count` in `language`.
  static func form(in forms: [String: String], count: Int, language: String) -> String? {
    if count == 0, let zero = forms["zero"] { return zero }
    return forms[pluralCategory(of: count, language: language)] ?? forms["other"]
  }

  /// `format` with each `%#@name@` token replaced by its formatted plural form, and the
  /// arguments no token took.
  private func expanded(
    _ format: String, arguments: [LocalizationArgument], locale: Locale
  ) -> (String, [LocalizationArgument]) {
    var result = ""
    var taken = Set<Int>()
    var next = 0
    var index = format.startIndex
    while let percent = format[index...].firstIndex(of: "%") {
      result += format[index..<percent]
      let directive = Directive(in: format, at: percent)
      index = directive.end
      let text = format[percent..<directive.end]
      guard let name = directive.variable else {
        result += text
        if directive.takesArgument, directive.position == nil { next += 1 }
        continue
      }
      guard let substitution = entry.substitutions[String(name)] else {
        result += "%" + text
        continue
      }
      let argument = (directive.position ?? substitution.argument).map { $0 - 1 } ?? next
      next = argument + 1
      guard arguments.indices.contains(argument) else { continue }
      taken.insert(argument)
      let count = arguments[argument].count ?? 0
      let form = Self.form(in: substitution.forms, count: count, language: language) ?? ""
      let filled =
        form.contains("%") ? Self.apply(form, [arguments[argument]], locale: locale) : form
      result += filled.replacingOccurrences(of: "%", with: "%%")
    }
    result += format[index...]
    let remaining = arguments.indices.filter { !taken.contains($0) }.map { arguments[$0] }
    return (result, remaining)
  }

  private static func apply(
    _ format: String, _ arguments: [LocalizationArgument], locale: Locale
  ) -> String {
    String(format: format, locale: locale, arguments: arguments.map(\.formatArgument))
  }

  /// One `%` directive of a format: `%%`, a conversion such as `%lld` or `%2$@`, or a
  /// `%#@name@` token.
  private struct Directive {
    /// Where the directive ends.
    var end: String.Index
    /// The argument it names (1-based), when it names one.
    var position: Int?
    /// The variable of a `%#@name@` token.
    var variable: Substring?
    /// Whether it takes an argument (not `%%`).
    var takesArgument = true

    /// The conversions that end a directive (length modifiers such as `l` come before them).
    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp")

    init(in format: String, at percent: String.Index) {
      var index = format.index(after: percent)
      end = index
      guard index < format.endIndex else {
        takesArgument = false
        return
      }
      if format[index] == "%" {
        end = format.index(after: index)
        takesArgument = false
        return
      }
      let digits = format[index...].prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, digits.endIndex < format.endIndex, format[digits.endIndex] == "$" {
        position = Int(digits)
        index = format.index(after: digits.endIndex)
      }
      if format[index...].hasPrefix("#@"),
        let close = format[format.index(index, offsetBy: 2)...].firstIndex(of: "@")
      {
        variable = format[format.index(index, offsetBy: 2)..<close]
        end = format.index(after: close)
        return
      }
      guard let conversion = format[index...].firstIndex(where: Self.conversions.contains) else {
        end = format.endIndex
        takesArgument = false
        return
      }
      end = format.index(after: conversion)
    }
  }

  /// The CLDR plural category of `count` in `language`, for the languages apps most often
  /// ship: English and most of Western Europe (`one`, `other`), French and Portuguese (0 and 1
  /// are `one`), Chinese, Japanese, Korean and others with `other` alone, Russian, Ukrainian
  /// and Polish (`one`, `few`, `many`), Czech and Slovak, Hebrew, and Arabic's six categories;
  /// other languages as English.
  static func pluralCategory(of count: Int, language: String) -> String {
    let ones = count % 10
    let tens = count % 100
    switch language {
    case "ar":
      if count == 0 { return "zero" }
      if count == 1 { return "one" }
      if count == 2 { return "two" }
      if (3...10).contains(tens) { return "few" }
      return (11...99).contains(tens) ? "many" : "other"
    case "fr", "pt": return count == 0 || count == 1 ? "one" : "other"
    case "zh", "ja", "ko", "th", "vi", "id", "ms": return "other"
    case "ru", "uk":
      if ones == 1, tens != 11 { return "one" }
      return (2...4).contains(ones) && !(12...14).contains(tens) ? "few" : "many"
    case "pl":
      if count == 1 { return "one" }
      return (2...4).contains(ones) && !(12...14).contains(tens) ? "few" : "many"
    case "cs", "sk": return count == 1 ? "one" : (2...4).contains(count) ? "few" : "other"
    case "he": return count == 1 ? "one" : count == 2 ? "two" : "other"
    default: return count == 1 ? "one" : "other"
    }
  }
}

extension LocalizationArgument {
  /// The number a plural form is chosen by: an integer, or a whole number.
  fileprivate var count: Int? {
    switch self {
    case .integer(let value): value
    case .number(let value) where value.rounded() == value && abs(value) < 1e15: Int(value)
    default: nil
    }
  }

  /// The value as an argument of `String(format:)`.
  fileprivate var formatArgument: CVarArg {
    switch self {
    case .integer(let value): value
    case .number(let value): value
    case .string(let value): value as NSString
    }
  }
}
