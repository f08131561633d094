import Testing
import Vellum
import VellumLanguage

/// A view file keeps its previews as Xcode writes them: `#Preview` (with or without a name;
/// Apple's documentation, "Preview(_:body:)") and the older `PreviewProvider`'s
/// `static var previews`. Each is a view of the file, the `#Preview`s first, as the canvas
/// shows a file's previews.
@MainActor
@Suite struct PreviewMacroTests {
  private let source = """
    import SwiftUI

    struct Row: View {
      let title: String
      var body: some View { Text(title) }
    }

    #Preview {
      Row(title: "First")
    }

    #Preview("Two rows") {
      VStack {
        Row(title: "A")
        Row(title: "B")
      }
    }

    #Preview {
      Row(title: "Again")
    }

    struct Row_Previews: PreviewProvider {
      static var previews: some View {
        Row(title: "Provided")
      }
    }
    """

  @Test func previewsAreViewsOfTheFileNamedAfterThemselves() throws {
    let program = try Program(source: source)
    #expect(Checker.check(program) == [])
    #expect(program.viewNames == ["Preview", "Two rows", "Preview 2", "Row", "Row_Previews"])
    #expect(ViewHost(try program.view()).render(.text).contains("First"))
    let two = ViewHost(try program.view(named: "Two rows")).render(.text)
    #expect(two.contains("A") && two.contains("B"))
    #expect(ViewHost(try program.view(named: "Preview 2")).render(.text).contains("Again"))
    #expect(ViewHost(try program.view(named: "Row_Previews")).render(.text).contains("Provided"))
  }

  @Test func whatThePreviewMacroDoesNotTakeIsLocated() {
    func firstProblem(_ source: String) -> String {
      problems(in: source).first ?? "no problem"
    }
    #expect(
      firstProblem("#Preview(\"Dark\", traits: .sizeThatFitsLayout) {\n  Text(\"a\")\n}")
        == "1:16: a preview's traits are not interpreted; give it a name only")
    #expect(
      firstProblem("#Preview(\"\\(1)\") {\n  Text(\"a\")\n}")
        == "1:10: expected the preview's name as a string without interpolation")
    #expect(
      firstProblem("#Observable\nstruct A {}")
        == "1:2: '#Observable' is not interpreted; the language expands only '#Preview'")
    #expect(
      firstProblem("#Preview {\n  Txt(\"a\")\n}") == "2:3: unknown view 'Txt'; did you mean 'Text'?"
    )
    #expect(
      firstProblem(
        "struct P: PreviewProvider {\n  static let previews: some View = Text(\"a\")\n}")
        == "2:14: a 'some View' property needs a body: 'static var previews: some View { … }'")
  }
}

extension PreviewMacroTests {
  /// `#Preview("Row") { Row(…) }` is common; the preview must not stand for the view it shows.
  @Test func aPreviewNamedAfterItsViewShowsTheView() throws {
    let program = try Program(
      source: """
        #Preview("Row") {
          Row(title: "Shown")
        }
        struct Row: View {
          let title: String
          var body: some View { Text(title) }
        }
        """)
    #expect(Checker.check(program) == [])
    #expect(program.viewNames == ["Row 2", "Row"])
    #expect(ViewHost(try program.view()).render(.text).contains("Shown"))
  }

  @Test func aPreviewWithAnEmptyNameIsNamedPreview() throws {
    let program = try Program(source: "#Preview(\"\") {\n  Text(\"a\")\n}")
    #expect(program.viewNames == ["Preview"])
  }
}
