import Observation
import Testing
import Vellum

/// Seed 003's model: focus kept in an `@Observable` model.
@MainActor
@Observable
private final class SignInModel {
  var email = ""
  var password = ""
  var focus: Field?
  var attempts = 0
  enum Field { case email, password }

  func signInButtonTapped() async {
    attempts += 1
    await Task.yield()
    focus = .email
  }
}

/// Seed 003's view, with `@Bindable` for the `@Observable` model (the seed's
/// `@ObservedObject` only compiles for `ObservableObject`s).
private struct SignInView: View {
  @FocusState var focus: SignInModel.Field?
  @Bindable var model: SignInModel

  var body: some View {
    Form {
      TextField("Email", text: self.$model.email)
        .focused(self.$focus, equals: .email)
      TextField("Password", text: self.$model.password)
        .focused(self.$focus, equals: .password)
      Button("Sign in") {
        Task {
          await self.model.signInButtonTapped()
        }
      }
    }
    .bind(self.$model.focus, to: self.$focus)
  }
}

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
    #expect(model.attempts == 1)
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
