import Foundation

/// Reading the three kinds of string table files.
extension StringTables {
  /// A String Catalog's translations: each language's value, its plural variations, and its
  /// substitutions (whose forms write `%arg` for their argument).
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
        var entry = Entry(value: unitValue(localization), plural: pluralForms(localization))
        for (name, substitution) in localization["substitutions"] as? [String: Any] ?? [:] {
          guard let substitution = substitution as? [String: Any] else { continue }
          let specifier = "%" + (substitution["formatSpecifier"] as? String ?? "lld")
          entry.substitutions[name] = LocalizedFormat.Substitution(
            argument: substitution["argNum"] as? Int,
            forms: pluralForms(substitution).mapValues {
              $0.replacingOccurrences(of: "%arg", with: specifier)
            })
        }
        table.strings[key, default: [:]][language] = entry
      }
    }
    return table
  }

  /// The plural variations of a catalog entry, by category.
  private static func pluralForms(_ object: [String: Any]) -> [String: String] {
    let plural = (object["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
    return plural.compactMapValues { form in (form as? [String: Any]).flatMap(unitValue) }
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

  /// The entries of a `.stringsdict` property list: each key's `NSStringLocalizedFormatKey`,
  /// with its `NSStringPluralRuleType` variables as substitutions.
  static func stringsDictionary(_ data: Data) -> [String: Entry] {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return [:] }
    return plist.compactMapValues { value -> Entry? in
      guard let rules = value as? [String: Any],
        let format = rules["NSStringLocalizedFormatKey"] as? String
      else { return nil }
      var entry = Entry(value: format)
      for (name, rule) in rules {
        guard let rule = rule as? [String: Any],
          rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
        else { continue }
        let forms = rule.compactMapValues { $0 as? String }.filter {
          LocalizedFormat.pluralCategories.contains($0.key)
        }
        entry.substitutions[name] = LocalizedFormat.Substitution(argument: nil, forms: forms)
      }
      return entry
    }
  }
}
