import Testing
import Vellum
import VellumLanguage

/// The modifiers a `PreviewProvider`'s views carry (SwiftUI's "Previews in Xcode"
/// documentation: `previewDisplayName(_:)`, `previewLayout(_:)`, `previewDevice(_:)`,
/// `previewInterfaceOrientation(_:)`), recorded as compiled Swift records them.
@MainActor
@Suite struct PreviewModifierTests {
  @Test func previewModifiersAreRecordedAsCompiledSwiftRecordsThem() throws {
    let program = try Program(
      source: """
        struct Card: View {
          var body: some View {
            Text("Card")
              .previewDisplayName("Card, small")
              .previewLayout(.fixed(width: 200, height: 100))
              .previewDevice("iPhone SE (3rd generation)")
              .previewInterfaceOrientation(.landscapeLeft)
          }
        }
        """)
    #expect(Checker.check(program) == [])
    let compiled = Text("Card")
      .previewDisplayName("Card, small")
      .previewLayout(.fixed(width: 200, height: 100))
      .previewDevice("iPhone SE (3rd generation)")
      .previewInterfaceOrientation(.landscapeLeft)
    let interpreted = ViewHost(try program.view()).render(.tree)
    #expect(interpreted == ViewHost(compiled).render(.tree))
    #expect(interpreted.contains("Card, small"))
  }
}
