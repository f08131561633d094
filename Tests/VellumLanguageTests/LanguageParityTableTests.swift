import Foundation
import Testing

@testable import VellumLanguage

/// The language and the Swift DSL do not drift apart: every public view and modifier in
/// `Sources/Vellum/DSL` is in the language or listed as absent with a reason, no name is both,
/// every listed name still exists, and the README names what the language accepts.
@MainActor
@Suite struct LanguageParityTableTests {
  /// The DSL's public views and modifiers (and the preview modifiers), read from its sources:
  /// structs and extensions that conform to `View`, and the public methods of `extension View`
  /// and `extension ForEach`.
  private static func dslNames() throws -> (views: Set<String>, modifiers: Set<String>) {
    var views: Set<String> = []
    var modifiers: Set<String> = []
    for folder in ["DSL", "Preview"] {
      let (folderViews, folderModifiers) = try names(in: "Sources/Vellum/" + folder)
      views.formUnion(folderViews)
      modifiers.formUnion(folderModifiers)
    }
    return (views, modifiers)
  }

  /// The views and modifiers declared in the sources of `folder`.
  private static func names(in folder: String) throws -> (
    views: Set<String>, modifiers: Set<String>
  ) {
    let directory = Repository.root.appendingPathComponent(folder)
    guard let files = FileManager.default.enumerator(atPath: directory.path) else {
      return ([], [])
    }
    var views: Set<String> = []
    var modifiers: Set<String> = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      var inMethodExtension = false
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        if !line.hasPrefix(" "), !line.isEmpty, line != "}" { inMethodExtension = false }
        // A declaration's header may run over several lines, up to its `{`.
        var header = line
        var next = index + 1
        while !header.contains("{"), next < lines.count, next < index + 4 {
          header += " " + lines[next].trimmingCharacters(in: .whitespaces)
          next += 1
        }
        if let name = conformingType(header) { views.insert(name) }
        if line.hasPrefix("extension View ") || line.hasPrefix("extension ForEach ")
          || line.hasPrefix("extension ForEach:")
        {
          inMethodExtension = true
        } else if inMethodExtension, let name = publicMethod(line) {
          modifiers.insert(name)
        }
      }
    }
    return (views, modifiers)
  }

  /// `X` for `public struct X…: …View…` or `extension X: …View…` at the start of a line.
  private static func conformingType(_ line: Substring) -> String? {
    let declaration: Substring
    if line.hasPrefix("public struct ") {
      declaration = line.dropFirst("public struct ".count)
    } else if line.hasPrefix("extension ") {
      declaration = line.dropFirst("extension ".count)
    } else {
      return nil
    }
    let name = declaration.prefix { $0.isLetter || $0.isNumber }
    guard let first = name.first, first.isUppercase else { return nil }
    // Past the generic parameters, which may mention `View` themselves.
    var rest = declaration.dropFirst(name.count)
    if rest.first == "<" {
      var depth = 0
      while let character = rest.first {
        rest = rest.dropFirst()
        if character == "<" { depth += 1 }
        if character == ">" { depth -= 1 }
        if depth == 0 { break }
      }
    }
    guard rest.first == ":" else { return nil }
    let conformances = rest.dropFirst()
      .prefix { $0 != "{" }
      .components(separatedBy: " where ")[0]
      .split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return conformances.contains("View") ? String(name) : nil
  }

  /// `name` for a line declaring `public func name` one level inside an extension.
  private static func publicMethod(_ line: Substring) -> String? {
    guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(of: "func"), words[..<index].contains("public") else {
      return nil
    }
    let name = words[words.index(after: index)].prefix { $0.isLetter || $0.isNumber }
    return name.first?.isLowercase == true ? String(name) : nil
  }

  @Test func everyViewAndModifierOfTheDSLIsInTheLanguageOrAbsentWithAReason() throws {
    let dsl = try Self.dslNames()
    #expect(dsl.views.count > 60 && dsl.modifiers.count > 190, "the scan found the DSL")
    let views = Set(LanguageParity.views)
    let modifiers = Set(LanguageParity.modifiers)
    let unaccountedViews = dsl.views.subtracting(views).subtracting(
      LanguageParity.absentViews.keys)
    let unaccountedModifiers = dsl.modifiers.subtracting(modifiers).subtracting(
      LanguageParity.absentModifiers.keys)
    #expect(
      unaccountedViews.isEmpty,
      "views of the DSL neither in the language nor listed as absent: \(unaccountedViews.sorted())"
    )
    #expect(
      unaccountedModifiers.isEmpty,
      "modifiers of the DSL neither in the language nor listed as absent: \(unaccountedModifiers.sorted())"
    )
    #expect(views.isDisjoint(with: LanguageParity.absentViews.keys))
    #expect(modifiers.isDisjoint(with: LanguageParity.absentModifiers.keys))
    let staleViews = Set(LanguageParity.absentViews.keys).subtracting(dsl.views)
    let staleModifiers = Set(LanguageParity.absentModifiers.keys).subtracting(dsl.modifiers)
    #expect(staleViews.isEmpty, "listed as absent but not in the DSL: \(staleViews.sorted())")
    #expect(
      staleModifiers.isEmpty, "listed as absent but not in the DSL: \(staleModifiers.sorted())")
    let invented = views.subtracting(dsl.views).union(modifiers.subtracting(dsl.modifiers))
    #expect(invented.isEmpty, "in the language but not in the DSL: \(invented.sorted())")
    #expect(
      LanguageParity.absentViews.values.allSatisfy { !$0.isEmpty }
        && LanguageParity.absentModifiers.values.allSatisfy { !$0.isEmpty })
  }

  @Test func theReadmeNamesEveryViewAndModifierTheLanguageAccepts() throws {
    let readme = try Repository.text("README.md")
    let missing = (LanguageParity.views + LanguageParity.modifiers).filter {
      !readme.contains("`\($0)`")
    }
    #expect(missing.isEmpty, "the README does not name: \(missing)")
  }
}
