import Foundation
import Testing

/// The stage folders of `Sources/Vellum` depend on each other only as DESIGN.md's flow allows:
/// the front (DSL, State, Graph) reaches forward to the node contract, the back (Reconciler,
/// Layout, Render) reads nodes, and Preview sits on top. The exceptions are named here and in
/// the README: the graph evaluates views (`Graph → DSL`), the host renders (`Graph → Render`),
/// and attribute values hold the DSL's plain value types (`DSL/Values`: colors, fonts, insets).
@Suite struct StageDependencyTests {
  private static let allowed: [String: Set<String>] = [
    "Combine": [],
    "Values": ["State", "Graph", "Node", "Combine"],
    "DSL": ["Values", "State", "Graph", "Node", "Combine"],
    "State": ["Values", "Graph", "Node", "Combine"],
    "Graph": ["Node", "Reconciler", "Combine", "State", "Values", "DSL", "Render"],
    "Node": ["Values"],
    "Reconciler": ["Node", "Values"],
    "Layout": ["Node", "Values"],
    "Render": ["Node", "Layout", "Reconciler", "Values"],
    "Preview": [
      "Values", "DSL", "State", "Graph", "Node", "Reconciler", "Layout", "Render", "Combine",
    ],
  ]

  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../Sources/Vellum").standardized

  /// `(stage, file name, source without comments and string literals)` for every file.
  private static func sources() throws -> [(stage: String, file: String, code: String)] {
    let files =
      FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") && $0.contains("/") }.sorted().map { path in
      let stage = path.hasPrefix("DSL/Values/") ? "Values" : String(path.prefix { $0 != "/" })
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return (stage, path, stripped(text))
    }
  }

  /// The source without `"""` blocks, string literals and comments.
  private static func stripped(_ text: String) -> String {
    text.replacingOccurrences(of: #"(?s)""".*?""""#, with: "", options: .regularExpression)
      .replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "", options: .regularExpression)
      .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
  }

  private static func matches(_ pattern: String, in text: String, group: Int = 0) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: group), in: text).map { String(text[$0]) }
    }
  }

  @Test func everyEdgeBetweenStagesIsAllowed() throws {
    let sources = try Self.sources()
    var declaredIn: [String: Set<String>] = [:]
    let declaration =
      #"^(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*"#
      + #"(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#
    for source in sources {
      for name in Self.matches(declaration, in: source.code, group: 1) {
        declaredIn[name, default: []].insert(source.stage)
      }
    }
    #expect(
      Set(sources.map(\.stage)) == Set(Self.allowed.keys), "a stage folder is not in the table")
    var violations: [String] = []
    for source in sources {
      for token in Set(Self.matches(#"\b[A-Z]\w*\b"#, in: source.code)).sorted() {
        guard let stages = declaredIn[token], stages.count == 1, let stage = stages.first,
          stage != source.stage, !(Self.allowed[source.stage] ?? []).contains(stage)
        else { continue }
        violations.append("\(source.file) uses \(token) from \(stage)")
      }
    }
    #expect(violations.isEmpty, "backward edges:\n\(violations.joined(separator: "\n"))")
  }

  @Test func rolesAndAttributeNamesAreSpelledOnlyInTheNodeFolder() throws {
    let roleLiteral = #"(?:role ==|role:|: Role =|Role\(rawValue:)\s*"|case "[A-Z][A-Za-z]+"[,:]"#
    var found: [String] = []
    for source in try Self.sources() where source.stage != "Node" {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(source.file), encoding: .utf8)
      for match in Self.matches(roleLiteral, in: text) { found.append("\(source.file): \(match)") }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
