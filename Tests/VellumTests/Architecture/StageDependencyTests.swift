import Foundation
import Testing

/// What the module graph cannot enforce about the stages.
///
/// The stages below `Vellum` are modules (`VellumHotPaths`, `VellumValues`, `VellumCombine`,
/// `VellumNodes`, `VellumLayout`, `VellumCellLayout`, `VellumRenderers`), so the compiler refuses a lower stage that
/// names a higher one. Inside `Vellum`, the DSL, state and graph are coupled by SwiftUI's own
/// design (a view's `body` is evaluated by the graph, a `@State` links to the graph's storage),
/// and the previews sit on top of them; those folders' edges are checked here, with the
/// vocabulary that must stay in the node module.
@Suite struct StageDependencyTests {
  /// The folders of `Sources/Vellum` and the folders each may use.
  private static let allowed: [String: Set<String>] = [
    "DSL": ["State", "Graph"],
    "State": ["DSL", "Graph"],
    "Graph": ["DSL", "State"],
    "Preview": ["DSL", "State", "Graph"],
  ]

  @Test func everyEdgeBetweenTheFoldersOfVellumIsAllowed() throws {
    let files = try SourceTree.files().filter { Self.allowed[$0.stage] != nil }
    var declaredIn: [String: Set<String>] = [:]
    let declaration =
      #"^(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*"#
      + #"(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#
    for file in files {
      for name in SourceTree.matches(declaration, in: file.code, group: 1) {
        declaredIn[name, default: []].insert(file.stage)
      }
    }
    #expect(
      Set(files.map(\.stage)) == Set(Self.allowed.keys), "a folder of Vellum is not in the table")
    var violations: [String] = []
    for file in files {
      for token in Set(SourceTree.matches(#"\b[A-Z]\w*\b"#, in: file.code)).sorted() {
        guard let stages = declaredIn[token], stages.count == 1, let stage = stages.first,
          stage != file.stage, !(Self.allowed[file.stage] ?? []).contains(stage)
        else { continue }
        violations.append("\(file.path) uses \(token) from \(stage)")
      }
    }
    #expect(violations.isEmpty, "backward edges:\n\(violations.joined(separator: "\n"))")
  }

  /// Roles are spelled only where they are declared; the textual language's interpreter is
  /// apart, since it matches the names of Swift's view types in source it reads.
  @Test func rolesAreSpelledOnlyInTheNodeModule() throws {
    let roleLiteral =
      #"(?:role [!=]=|role:|: Role =|Role\(rawValue:)\s*"|case "[A-Z][A-Za-z]+"[,:]"#
    var found: [String] = []
    for file in try SourceTree.files()
    where !["VellumNodes", "VellumLanguage"].contains(file.stage) {
      for match in SourceTree.matches(roleLiteral, in: file.text) {
        found.append("\(file.path): \(match)")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// Unsafe pointers, unmanaged references, bit casts and unchecked exclusivity live in
  /// `VellumHotPaths`, each behind an API with a stated contract and a test of it; the stages
  /// call those APIs.
  @Test func unsafeCodeLivesOnlyInTheHotPathsModule() throws {
    let pattern = #"unsafe|Unmanaged|unsafeBitCast|@exclusivity"#
    var found: [String] = []
    for file in try SourceTree.files() where file.stage != "VellumHotPaths" {
      let code = file.code.replacingOccurrences(
        of: #"(?m)^\s*///.*$"#, with: "", options: .regularExpression)
      for match in SourceTree.matches("(?i)" + pattern, in: code) {
        found.append("\(file.path): \(match)")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// A public type's file is named after it and declares no other public type, so the surface
  /// reads type by type; the hot paths are not part of it.
  @Test func eachPublicTypeHasAFileNamedAfterIt() throws {
    let declaration =
      #"^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|actor)\s+(\w+)"#
    var found: [String] = []
    for file in try SourceTree.files() where file.stage != "VellumHotPaths" {
      let names = SourceTree.matches(declaration, in: file.code, group: 1)
      let fileName = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
      if names.count > 1 || names.first.map({ $0 != fileName }) == true {
        found.append("\(file.path) declares \(names.joined(separator: ", "))")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The DSL's graph hooks (a primitive's `update(_:)`, the private views and modifiers that
  /// write nodes) live in `+Graph` files beside the public declarations, so a file that declares
  /// public API reads as SwiftUI does, without the graph.
  @Test func publicDSLFilesLeaveTheGraphToTheirGraphFiles() throws {
    var found: [String] = []
    for file in try SourceTree.files()
    where file.stage == "DSL" && !file.path.hasSuffix("+Graph.swift")
      && !SourceTree.matches(#"^\s*(?:@[\w()]+\s+)*public\s"#, in: file.code).isEmpty
    {
      for match in Set(SourceTree.matches(#"\bGraph(?:Node)?\b"#, in: file.code)).sorted() {
        found.append("\(file.path) names \(match)")
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
