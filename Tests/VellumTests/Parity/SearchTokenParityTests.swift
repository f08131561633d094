import Testing
import Vellum
import VellumTesting

/// Search tokens (issue 17, `.searchable` in all forms): tokens in the field, suggested tokens
/// while searching, and suggestions that complete a token.
@MainActor
@Suite struct SearchTokenParityTests {
  struct Tag: Identifiable, Hashable {
    var id: String { name }
    var name: String
  }

  static let all = [Tag(name: "Swift"), Tag(name: "Linux"), Tag(name: "UI")]

  struct Articles: View {
    @State var query = ""
    @State var tags = [Tag(name: "Swift")]
    @State var suggested = SearchTokenParityTests.all
    @State var isSearching = false
    let titles = ["Swift on Linux", "UI in Swift", "Linux kernels"]

    var body: some View {
      let shown = titles.filter { title in
        tags.allSatisfy { title.contains($0.name) } && (query.isEmpty || title.contains(query))
      }
      List(shown, id: \.self) { Text($0) }
        .searchable(
          text: $query, tokens: $tags, suggestedTokens: $suggested, isPresented: $isSearching,
          prompt: "Articles"
        ) { tag in
          Text(tag.name)
        }
    }
  }

  @Test func tokensFilterAndSuggestedTokensAddThemselves() throws {
    let host = ViewHost(Articles())
    let before = host.render(.text(width: 40))
    #expect(before.contains("⟨Swift⟩") && !before.contains("Linux kernels"))
    try host.type("", into: "Articles")
    assertSnapshot(of: host, as: .text(width: 40), named: "suggested-tokens")
    assertSnapshot(of: host, as: .html, named: "suggested-tokens")
    try host.tap("Linux")
    let after = host.render(.text(width: 40))
    #expect(after.contains("⟨Swift⟩ ⟨Linux⟩"))
    #expect(after.contains("Swift on Linux") && !after.contains("UI in Swift"))
  }

  @Test func everyTokenFormCompilesAndShowsItsTokens() throws {
    struct Forms: View {
      @State var query = "kern"
      @State var tags = [Tag(name: "Swift")]
      @State var isSearching = false
      var body: some View {
        VStack {
          Text("a").searchable(text: $query, tokens: $tags) { Text($0.name) }
          Text("b").searchable(text: $query, tokens: $tags, prompt: Text("B")) { Text($0.name) }
          Text("c").searchable(text: $query, tokens: $tags, prompt: String("C")) { Text($0.name) }
          Text("d").searchable(text: $query, editableTokens: $tags) { $tag in
            Text(tag.name)
          }
          Text("e").searchable(
            text: $query, editableTokens: $tags, isPresented: $isSearching, prompt: "E"
          ) { $tag in Text(tag.name) }
          Text("f").searchable(
            text: $query, tokens: $tags, suggestedTokens: .constant([]), prompt: "F"
          ) { Text($0.name) }
          Text("g").searchable(text: $query, tokens: $tags, isPresented: $isSearching) {
            Text($0.name)
          }
          Text("h")
            .searchable(text: $query, tokens: $tags) { Text($0.name) }
            .searchSuggestions { Text("Add UI").searchCompletion(Tag(name: "UI")) }
        }
      }
    }
    let host = ViewHost(Forms())
    #expect(host.render(.text(width: 40)).components(separatedBy: "⟨Swift⟩ kern").count == 9)
    try host.tap("Add UI")
    #expect(host.render(.text(width: 40)).contains("⟨Swift⟩ ⟨UI⟩ kern"))
  }
}
