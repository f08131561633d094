import Testing
import Vellum
import VellumLanguage

/// Enum cases with associated values and the patterns that match them, as The Swift
/// Programming Language describes them ("Enumerations", "Associated Values"; "Patterns",
/// "Enumeration Case Pattern"). `Grammar/examples/Shelves.swift` renders the same interpreted
/// and compiled; these are the rules Swift enforces, each a located error here.
@MainActor
@Suite struct AssociatedValueTests {
  private static let shelf = """
    enum Shelf: Hashable {
      case all
      case collection(String)
      case rated(stars: Int, label: String)
    }

    """

  private func problems(_ body: String) -> [String] {
    do {
      return Checker.check(try Program(source: Self.shelf + body)).map(\.located)
    } catch {
      return error.diagnostics.map(\.located)
    }
  }

  @Test func casesAreMadeWithTheirLabelsAndTypes() {
    #expect(
      problems(
        "struct V: View {\n  let s = Shelf.rated(stars: 1, name: \"a\")\n  var body: some View { Text(\"v\") }\n}\n"
      )
        == ["7:39: incorrect argument label in '.rated' (have 'name:', expected 'label:')"])
    #expect(
      problems(
        "struct V: View {\n  let s: Shelf = .collection(1)\n  var body: some View { Text(\"v\") }\n}\n"
      )
        == ["7:30: cannot convert value of type 'Int' to specified type 'String'"])
    #expect(
      problems(
        "struct V: View {\n  let s: Shelf = .collection\n  var body: some View { Text(\"v\") }\n}\n"
      )
        == ["7:18: '.collection' has associated values; write '.collection(…)'"])
    #expect(
      problems(
        "struct V: View {\n  let s: Shelf = .all(1)\n  var body: some View { Text(\"v\") }\n}\n")
        == ["7:18: enum case 'all' of 'Shelf' has no associated values; write '.all'"])
  }

  /// A switch must cover every case; a pattern with a value to equal, or a `where`, does not
  /// cover its case.
  @Test func aSwitchOverCasesWithValuesIsExhaustive() {
    /// A view whose body switches over a `Shelf` with `cases`.
    func switching(_ cases: String) -> String {
      "struct V: View {\n  let s = Shelf.all\n  var body: some View {\n    switch s {\n"
        + cases + "    }\n  }\n}\n"
    }
    #expect(
      problems(
        switching(
          """
              case .all: Text("all")
              case .collection("a"): Text("a")
              case .rated(let stars, _) where stars > 3: Text("top")

          """)) == ["9:5: switch must be exhaustive; add cases for .collection, .rated"])
    #expect(
      problems(
        switching(
          """
              case .all: Text("all")
              case .collection: Text("some")
              case let .rated(stars, label): Text("\\(label) \\(stars)")

          """)) == [])
  }

  @Test func aPatternHasOneElementPerValue() {
    #expect(
      problems(
        """
        struct V: View {
          let s = Shelf.all
          var body: some View {
            if case .rated(let stars) = s { Text("\\(stars)") }
          }
        }

        """) == ["9:13: '.rated' has 2 associated values; the pattern has 1"])
  }

  /// Values print as Swift's `String(describing:)` prints them, labels included.
  @Test func casesPrintAsSwiftPrintsThem() throws {
    let program = try Program(
      source: Self.shelf + """
        struct V: View {
          var body: some View {
            Text("\\(Shelf.collection("Desserts"))")
            Text("\\(Shelf.rated(stars: 2, label: "ok"))")
          }
        }
        """)
    let text = ViewHost(try program.view()).render(.text)
    #expect(text.contains(#"collection("Desserts")"#))
    #expect(text.contains(#"rated(stars: 2, label: "ok")"#))
  }
}
