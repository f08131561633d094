import Observation
import Testing
import Vellum

@testable import SignInExample

private struct SearchView: View {
  @FocusState private var isSearching: Bool
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query).focused($isSearching)
      Text(isSearching ? "searching" : "idle")
      Button("Done") { isSearching = false }
    }
  }
}

@Observable
private final class Inbox {
  var draft: String?
  var query = ""
  var writes = 0
}

private struct InboxView: View {
  @Bindable var inbox: Inbox

  var body: some View {
    VStack {
      Button("Compose") { inbox.draft = "" }
      if let draft = Binding(unwrapping: $inbox.draft) {
        TextField("Draft", text: draft)
      }
      Toggle("Composing", isOn: $inbox.draft.isPresent())
      TextField(
        "Query",
        text: Binding(
          get: { inbox.query },
          set: {
            inbox.query = $0
            inbox.writes += 1
          }
        ).removeDuplicates())
      WithState(initialValue: 0) { $count in
        Button("Count \(count)") { count += 1 }
      }
    }
  }
}

@MainActor
@Suite struct FocusTests {
  @Test func typingIntoAFieldMovesFocusStateAndTheModelFollows() throws {
    let model = SignInModel()
    let host = ViewHost(SignInView(model: model))
    try host.type("blob@pointfree.co", into: "Email")
    #expect(model.focus == .email)
    try host.type("secret", into: "Password")
    #expect(model.focus == .password)
    #expect(
      host.render(.tree).contains("TextField title: \"Password\", text: $\"secret\", focused: true")
    )
    #expect(!host.render(.tree).contains("text: $\"blob@pointfree.co\", focused: true"))
  }

  @Test func aFailingSignInRefocusesTheEmailField() async throws {
    let model = SignInModel()
    let host = ViewHost(SignInView(model: model))
    try host.type("secret", into: "Password")
    try host.tap("Sign in")
    await host.settle()
    #expect(model.failures == 1)
    #expect(model.focus == .email)
    #expect(host.render(.tree).contains("TextField title: \"Email\", text: $\"\", focused: true"))
  }

  @Test func boolFocusStateFollowsTypingAndAssignment() throws {
    let host = ViewHost(SearchView())
    try host.type("tacos", into: "Search")
    #expect(host.root.visibleText.contains("searching"))
    try host.tap("Done")
    #expect(host.root.visibleText.contains("idle"))
    #expect(!host.render(.tree).contains("focused: true"))
  }

  @Test func theSwiftNavigationBindingTools() throws {
    let inbox = Inbox()
    let host = ViewHost(InboxView(inbox: inbox))
    #expect(!host.render(.tree).contains("Draft"))
    try host.tap("Compose")
    try host.type("Hello", into: "Draft")
    #expect(inbox.draft == "Hello")
    try host.toggle("Composing")
    #expect(inbox.draft == nil)
    #expect(!host.render(.tree).contains("Draft"))
    try host.type("q", into: "Query")
    try host.type("q", into: "Query")
    #expect(inbox.writes == 1)
    try host.tap("Count 0")
    try host.tap("Count 1")
    #expect(host.root.visibleText.hasSuffix("Count 2"))
  }
}
