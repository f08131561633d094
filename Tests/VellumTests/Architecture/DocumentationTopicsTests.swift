import Foundation
import Testing

/// The documentation catalog curates every public type: each appears in a topic group of the
/// landing page or of a family's collection article, so none falls into DocC's generated
/// "Structures" and "Protocols" lists, away from its family.
@Suite struct DocumentationTopicsTests {
  /// The modules whose public types `Vellum`'s catalog documents: itself and those it
  /// re-exports.
  private static let documentedModules: Set<String> = [
    "Vellum", "VellumValues", "VellumCombine", "VellumNodes", "VellumLayout", "VellumCellLayout",
    "VellumRenderers",
  ]

  @Test func everyPublicTypeIsCuratedInATopic() throws {
    let declaration =
      #"^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z]\w*)"#
    var types: Set<String> = []
    for file in try SourceTree.files() where Self.documentedModules.contains(file.module) {
      types.formUnion(SourceTree.matches(declaration, in: file.code, group: 1))
    }
    let catalog = try SourceTree.texts(under: "Vellum/Vellum.docc", endingWith: ".md")
      .joined(separator: "\n")
    let curated = Set(SourceTree.matches(#"^- ``([A-Za-z]\w*)``"#, in: catalog, group: 1))
    #expect(types.count > 400, "the declarations were not found")
    #expect(
      types.subtracting(curated).isEmpty, "not curated: \(types.subtracting(curated).sorted())")
    #expect(
      curated.subtracting(types).isEmpty,
      "curated but not declared: \(curated.subtracting(types).sorted())")
  }
}
