import Foundation
import Testing
import Vellum
import VellumLanguage

/// A program's own gallery glue (`static func addPreviews(to gallery: inout PreviewGallery)`)
/// adds the previews the same glue compiled adds: both `add` forms, variants included.
@MainActor
@Suite struct GalleryGlueTests {
  static let source = """
    struct Card: View {
      var body: some View { Text("A card") }
    }
    struct Card_Previews: PreviewProvider {
      static var previews: some View {
        Card().previewDisplayName("Plain")
        Text("Beside").previewDisplayName("Text")
      }
    }
    enum Screens {
      static func addPreviews(to gallery: inout PreviewGallery) {
        gallery.add("Card", Card(), variants: [.dark, .device(.iPadLandscape)])
        gallery.add(Card_Previews.self)
      }
    }
    """

  @Test func bothFormsOfAddAddWhatTheCompiledGlueAdds() throws {
    let program = try Program(source: Self.source)
    #expect(Checker.check(program) == [])
    var interpreted = PreviewGallery(title: "Cards")
    try program.addPreviews(of: "Screens", to: &interpreted)
    var compiled = PreviewGallery(title: "Cards")
    GlueScreens.addPreviews(to: &compiled)
    #expect(interpreted.previews.map(\.name) == ["Card", "Plain", "Text"])
    #expect(interpreted.previews.map(\.group) == ["Card", "Card", "Card"])
    #expect(interpreted.previews.map(\.name) == compiled.previews.map(\.name))
    #expect(
      interpreted.previews.map { $0.variants.map(\.name) }
        == [["dark", "iPadLandscape"], [], []])
    for (mine, theirs) in zip(interpreted.previews, compiled.previews) {
      #expect(mine.root == theirs.root)
      #expect(mine.variants.map(\.root) == theirs.variants.map(\.root))
    }
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func whatTheGlueGetsWrongIsLocated() throws {
    func problem(_ add: String) throws -> String? {
      let program = try Program(
        source: """
          struct Card: View { var body: some View { Text("A card") } }
          enum Screens {
            static func addPreviews(to gallery: inout PreviewGallery) { \(add) }
          }
          """)
      var gallery = PreviewGallery()
      let error = #expect(throws: Diagnostic.self) {
        try program.addPreviews(of: "Screens", to: &gallery)
      }
      return error?.located
    }
    #expect(
      try problem("gallery.add(Card.self)")
        == "3:75: 'Card' is not a PreviewProvider the program declares")
    #expect(
      try problem("gallery.add(\"Card\", Card(), variants: [.sepia])")?.hasPrefix("3:102: ") == true
    )
    #expect(
      try problem("gallery.add(\"Card\")")
        == "3:71: missing argument for parameter #2 in call to 'add'")
    let program = try Program(source: Self.source)
    var gallery = PreviewGallery()
    #expect(throws: Diagnostic.self) { try program.addPreviews(of: "Card", to: &gallery) }
  }
}

/// ``GalleryGlueTests/source``'s views and glue, compiled.
private struct GlueCard: View {
  var body: some View { Text("A card") }
}

private struct GlueCard_Previews: PreviewProvider {
  static var previews: some View {
    GlueCard().previewDisplayName("Plain")
    Text("Beside").previewDisplayName("Text")
  }
}

private enum GlueScreens {
  @MainActor static func addPreviews(to gallery: inout PreviewGallery) {
    gallery.add("Card", GlueCard(), variants: [.dark, .device(.iPadLandscape)])
    gallery.add(GlueCard_Previews.self, named: "Card")
  }
}
