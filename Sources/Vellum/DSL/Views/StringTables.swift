import Foundation

/// The localized strings of a bundle's tables, read once per table: a String Catalog
/// (`Table.xcstrings`, its JSON with plural variations) or, per language, `xx.lproj/Table.strings`.
/// A key without a translation for the language shows as written.
///
/// ```swift
/// Text("Welcome", bundle: .module)   // "مرحبا" in an Arabic variant, if the catalog says so
/// ```
final class StringTables: @unchecked Sendable {
  /// One table's strings: by key, then by language, the plain value and plural forms.
  struct Table {
    var strings: [String: [String: Entry]] = [:]
  }

  /// One translation: a value, or values by plural category (`one`, `other`, …).
  struct Entry {
    var value: String?
    var plural: [String: String] = [:]
  }

  static let shared = StringTables()

  /// Whether the main bundle has any string table: texts that name no bundle look there, and
  /// in an app without tables they skip the look-up altogether.
  static let mainBundleHasStrings: Bool = {
    let bundle = Bundle.main
    if bundle.url(forResource: "Localizable", withExtension: "xcstrings") != nil { return true }
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath)) ?? []
    return folders.contains { $0.hasSuffix(".lproj") }
      || !(bundle.urls(forResourcesWithExtension: "xcstrings", subdirectory: nil) ?? []).isEmpty
  }()

  private let lock = NSLock()
  private var tables: [String: Table] = [:]
  /// Whether each bundle and table name has any strings at all, so texts in an app without
  /// tables cost one look-up.
  private var hasStrings: [TableName: Bool] = [:]

  /// A table of a bundle.
  private struct TableName: Hashable {
    let bundle: ObjectIdentifier
    let name: String
  }

  /// `key` translated into `locale`'s language from `table` in `bundle`, formatted with
  /// `arguments` (plural forms chosen by the first integer), or `nil` when there is none.
  func translation(
    of key: String, arguments: [LocalizationArgument], table: String?, bundle: Bundle,
    locale: Locale
  ) -> String? {
    let name = table ?? "Localizable"
    guard hasAnyStrings(named: name, in: bundle),
      let language = locale.language.languageCode?.identifier
    else { return nil }
    let loaded = self.table(named: name, in: bundle, language: language)
    guard let entry = loaded.strings[key]?[language] else { return nil }
    var format = entry.value
    if !entry.plural.isEmpty {
      let count =
        arguments.lazy.compactMap { argument -> Int? in
          if case .integer(let value) = argument { return value }
          return nil
        }.first ?? 0
      let category = Self.pluralCategory(of: count, language: language)
      format = entry.plural[category] ?? entry.plural["other"] ?? format
    }
    guard let format else { return nil }
    let values: [CVarArg] = arguments.map { argument in
      switch argument {
      case .integer(let value): value
      case .number(let value): value
      case .string(let value): value as NSString
      }
    }
    return values.isEmpty ? format : String(format: format, locale: locale, arguments: values)
  }

  /// Whether `bundle` has a catalog named `name`, or a `.strings` table of that name in any
  /// language.
  private func hasAnyStrings(named name: String, in bundle: Bundle) -> Bool {
    let id = TableName(bundle: ObjectIdentifier(bundle), name: name)
    lock.lock()
    defer { lock.unlock() }
    if let known = hasStrings[id] { return known }
    var found = bundle.url(forResource: name, withExtension: "xcstrings") != nil
    if !found, let folders = try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath)
    {
      found = folders.contains { folder in
        folder.hasSuffix(".lproj")
          && FileManager.default.fileExists(
            atPath: bundle.bundleURL.appendingPathComponent("\(folder)/\(name).strings").path)
      }
    }
    hasStrings[id] = found
    return found
  }

  private func table(named name: String, in bundle: Bundle, language: String) -> Table {
    let id = bundle.bundleURL.path + "/" + name + "/" + language
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[id] { return table }
    var table = Table()
    if let url = bundle.url(forResource: name, withExtension: "xcstrings"),
      let data = try? Data(contentsOf: url)
    {
      table = Self.catalog(data)
    }
    let strings = bundle.bundleURL.appendingPathComponent("\(language).lproj/\(name).strings")
    if let text = try? String(contentsOf: strings, encoding: .utf8) {
      for (key, value) in Self.stringsFile(text) {
        table.strings[key, default: [:]][language] = Entry(value: value)
      }
    }
    tables[id] = table
    return table
  }

  /// A String Catalog's translations.
  static func catalog(_ data: Data) -> Table {
    var table = Table()
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = json["strings"] as? [String: Any]
    else { return table }
    for (key, value) in strings {
      guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any]
      else { continue }
      for (language, localization) in localizations {
        guard let localization = localization as? [String: Any] else { continue }
        var entry = Entry(value: unitValue(localization))
        if let plural = (localization["variations"] as? [String: Any])?["plural"]
          as? [String: Any]
        {
          for (category, form) in plural {
            if let form = form as? [String: Any], let value = unitValue(form) {
              entry.plural[category] = value
            }
          }
        }
        table.strings[key, default: [:]][language] = entry
      }
    }
    return table
  }

  private static func unitValue(_ object: [String: Any]) -> String? {
    (object["stringUnit"] as? [String: Any])?["value"] as? String
  }

  /// The pairs of a `.strings` file: `"key" = "value";` lines, with `\"`, `\\` and `\n`,
  /// and `/* … */` and `//` comments between them.
  static func stringsFile(_ text: String) -> [(String, String)] {
    var pairs: [(String, String)] = []
    var strings: [String] = []
    var current: String?
    var escaped = false
    var comment: Character?  // "*" inside /* */, "\n" inside //
    var previous: Character = " "
    for character in text {
      defer { previous = character }
      if let end = comment {
        if end == "*" ? (previous == "*" && character == "/") : character == "\n" {
          comment = nil
        }
        continue
      }
      guard var string = current else {
        if previous == "/", character == "*" || character == "/" {
          comment = character == "*" ? "*" : "\n"
        } else if character == "\"" {
          current = ""
        }
        continue
      }
      if escaped {
        string.append(character == "n" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        strings.append(string)
        current = nil
        if strings.count == 2 {
          pairs.append((strings[0], strings[1]))
          strings = []
        }
        continue
      } else {
        string.append(character)
      }
      current = string
    }
    return pairs
  }

  /// The CLDR plural category of `count` in `language`: English's `one`/`other`, and the six
  /// categories of Arabic; other languages as English.
  static func pluralCategory(of count: Int, language: String) -> String {
    guard language == "ar" else { return count == 1 ? "one" : "other" }
    switch count {
    case 0: return "zero"
    case 1: return "one"
    case 2: return "two"
    default:
      let rest = count % 100
      if (3...10).contains(rest) { return "few" }
      if (11...99).contains(rest) { return "many" }
      return "other"
    }
  }
}
