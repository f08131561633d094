import Foundation

/// The localized strings of a bundle's tables, read once per table and language: a String
/// Catalog (`Table.xcstrings`, its JSON with plural variations and substitutions) and, per
/// language, `xx.lproj/Table.strings` and `xx.lproj/Table.stringsdict` (whose plural rules win
/// over the `.strings` entry of the same key, as on Apple's platforms). A key without a
/// translation for the language shows as written.
///
/// ```swift
/// Text("Welcome", bundle: .module)   // "مرحبا" in an Arabic variant, if the catalog says so
/// ```
final class StringTables: @unchecked Sendable {
  /// One table's strings: by key, then by language.
  struct Table {
    var strings: [String: [String: Entry]] = [:]
  }

  /// One translation: a format, or formats by plural category (`zero`, `one`, … `other`), and
  /// the plural substitutions its `%#@name@` tokens stand for.
  struct Entry {
    var value: String?
    var plural: [String: String] = [:]
    var substitutions: [String: LocalizedFormat.Substitution] = [:]
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
  /// `arguments` in `locale`, or `nil` when there is none.
  func translation(
    of key: String, arguments: [LocalizationArgument], table: String?, bundle: Bundle,
    locale: Locale
  ) -> String? {
    let name = table ?? "Localizable"
    guard hasAnyStrings(named: name, in: bundle),
      let language = locale.language.languageCode?.identifier,
      let entry = self.table(named: name, in: bundle, language: language).strings[key]?[language]
    else { return nil }
    return LocalizedFormat(entry: entry, language: language)
      .formatted(with: arguments, locale: locale)
  }

  /// Whether `bundle` has a catalog named `name`, or a `.strings` or `.stringsdict` table of
  /// that name in any language.
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
          && ["strings", "stringsdict"].contains { kind in
            FileManager.default.fileExists(
              atPath: bundle.bundleURL.appendingPathComponent("\(folder)/\(name).\(kind)").path)
          }
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
    let folder = bundle.bundleURL.appendingPathComponent("\(language).lproj")
    if let text = try? String(
      contentsOf: folder.appendingPathComponent("\(name).strings"), encoding: .utf8)
    {
      for (key, value) in Self.stringsFile(text) {
        table.strings[key, default: [:]][language] = Entry(value: value)
      }
    }
    if let data = try? Data(contentsOf: folder.appendingPathComponent("\(name).stringsdict")) {
      for (key, entry) in Self.stringsDictionary(data) {
        table.strings[key, default: [:]][language] = entry
      }
    }
    tables[id] = table
    return table
  }
}
