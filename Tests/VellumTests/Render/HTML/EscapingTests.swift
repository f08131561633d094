import Foundation
import Testing
import Vellum

/// User data in every place the HTML renderer writes it (text, button and label titles, field
/// titles and prompts, accessibility labels and identifiers), from pieces chosen to break markup:
/// the output must tokenize strictly, hold only Vellum's elements and attributes, and give back
/// every string unchanged.
@MainActor
@Suite struct EscapingTests {
  private static let pieces: [String] = [
    "\"", "'", "<", ">", "&", "&amp;", "</script>", "<script>alert(1)</script>",
    "javascript:alert(1)", "<img src=x onerror=alert(1)>", "\" onmouseover=\"x", "' x='",
    "\u{202E}", "\u{200F}", "e\u{301}", "\u{FFFD}",
    String(decoding: [0xD800, 0x41] as [UInt16], as: UTF16.self),
    "🎉", "김치", " ", "plain", "=", "/", "--", "<!--", "]]>", "\\",
  ]

  /// Where a generated string goes.
  private enum Place: CaseIterable {
    case text, buttonTitle, labelTitle, fieldTitle, prompt, accessibilityLabel, identifier
  }

  private struct Row: View {
    let value: String
    let place: Place

    var body: some View {
      switch place {
      case .text: Text(value)
      case .buttonTitle: Button(value) {}
      case .labelTitle: Label(value, systemImage: "star")
      case .fieldTitle: TextField(value, text: .constant(""))
      case .prompt: TextField("Field", text: .constant(value), prompt: Text(value))
      case .accessibilityLabel: Image(systemName: "star").accessibilityLabel(value)
      case .identifier: Image(systemName: "star").accessibilityIdentifier(value)
      }
    }
  }

  private struct Batch: View {
    let rows: [(value: String, place: Place)]
    var body: some View {
      ForEach(rows.indices, id: \.self) { Row(value: rows[$0].value, place: rows[$0].place) }
    }
  }

  private static let allowedElements: Set<String> = [
    "div", "span", "button", "input", "label", "ul", "li", "section", "h1", "h2", "h3", "h4",
    "hr", "select", "option", "output", "svg", "path", "g",
  ]
  private static let allowedAttributes: Set<String> = [
    "class", "style", "type", "value", "placeholder", "aria-label", "data-id", "data-tag", "role",
    "disabled", "checked", "selected", "min", "max", "step", "autofocus", "viewBox", "d",
    "transform",
  ]

  @Test func generatedUserDataNeverOpensATagOrAnAttribute() throws {
    let seed = ProcessInfo.processInfo.environment["VELLUM_SEED"].flatMap(UInt64.init) ?? 20_261_122
    var random = SeededGenerator(seed: seed)
    var checked = 0
    for _ in 0..<100 {
      let rows = (0..<1_000).map { _ in
        (
          value: (0..<Int.random(in: 1...6, using: &random))
            .map { _ in Self.pieces.randomElement(using: &random)! }.joined(),
          place: Place.allCases.randomElement(using: &random)!
        )
      }
      let html = ViewHost(Batch(rows: rows)).render(.html)
      let tokens: [StrictHTMLTokenizer.Token]
      do {
        tokens = try StrictHTMLTokenizer.tokens(html)
      } catch {
        Issue.record("seed \(seed): \(error)")
        return
      }
      var found: Set<String> = []
      for token in tokens {
        switch token {
        case .start(let name, let attributes):
          #expect(Self.allowedElements.contains(name), "seed \(seed): element <\(name)>")
          for (attribute, value) in attributes {
            #expect(
              Self.allowedAttributes.contains(attribute), "seed \(seed): attribute \(attribute)")
            found.insert(value)
          }
        case .text(let text):
          found.insert(text)
        case .end:
          break
        }
      }
      for row in rows where !found.contains(row.value) {
        Issue.record(
          "seed \(seed): \(row.value.debugDescription) as \(row.place) did not come through")
        return
      }
      checked += rows.count
    }
    #expect(checked == 100_000)
  }
}
