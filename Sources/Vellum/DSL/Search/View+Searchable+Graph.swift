/// The field with its tokens, the scopes and suggestions set outside (suggested tokens
/// first), and the content with the search's environment.
struct SearchableBody<Content: View>: View, PrimitiveView {
  let text: Binding<String>
  let isPresented: Binding<Bool>
  let prompt: String
  let tokens: SearchTokens?
  let content: Content

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let searching = isPresented.wrappedValue || !text.wrappedValue.isEmpty
    let extras = record.environment.searchExtras
    var inner = record.environment
    inner.searchExtras = SearchExtras()
    inner.isSearching = searching
    let (text, isPresented) = (text, isPresented)
    inner.dismissSearch = DismissSearchAction {
      text.wrappedValue = ""
      isPresented.wrappedValue = false
    }
    inner.searchCompletion = { text.wrappedValue = $0 }
    inner.searchTokenCompletion = tokens?.add
    record.output = .element(Node(role: .searchable, identity: record.identity))
    record.updateChild(
      0,
      SearchField(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: tokens?.views.map(\.view) ?? []),
      component: .index(0))
    var count = 1
    let showsScopes =
      extras.scopeActivation == .onTextEntry ? !text.wrappedValue.isEmpty : searching
    if showsScopes, let scopes = extras.scopes {
      record.updateChild(count, scopes, component: .index(1), environment: inner)
      count += 1
    }
    if searching, let tokens, !tokens.suggestions.isEmpty {
      let suggested = ForEach(tokens.suggestions) { suggestion in
        suggestion.view.modifier(SearchTokenCompletionModifier(token: suggestion.token))
      }
      record.updateChild(count, suggested, component: .index(4), environment: inner)
      count += 1
    }
    if searching, !extras.hidesSuggestions, let suggestions = extras.suggestions {
      var suggesting = inner
      suggesting.searchSuggestionsPlacement = .content
      record.updateChild(count, suggestions, component: .index(2), environment: suggesting)
      count += 1
    }
    record.updateChild(count, content, component: .index(3), environment: inner)
    record.trimChildren(to: count + 1)
  }
}

/// The search field: a text field with a prompt, and its tokens before its text. Typing into
/// it presents the search, as focusing the field does.
private struct SearchField: View, PrimitiveView {
  let text: Binding<String>
  let isPresented: Binding<Bool>
  let prompt: String
  let tokens: [AnyView]

  var body: Never { primitiveBody(Self.self) }

  func update(_ record: GraphNode) {
    let isPresented = isPresented
    record.control = .text(
      text,
      editing: FieldEditing(
        onEditingChanged: { if $0 { isPresented.wrappedValue = true } }, onCommit: {}))
    let attributes = [
      Attribute(.prompt, .string(prompt)),
      Attribute(.text, .string(text.wrappedValue), isBound: true),
    ]
    record.output = .element(
      Node(role: .searchField, identity: record.identity, attributes: attributes))
    for (index, token) in tokens.enumerated() {
      record.updateChild(
        index, token.modifier(AttributesModifier([Attribute(.searchToken, .bool(true))])))
    }
    record.trimChildren(to: tokens.count)
  }
}

/// Makes a suggestion fill the search field when tapped.
struct SearchCompletionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let completion: String

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let fill = record.environment.searchCompletion
    let completion = completion
    record.control = .tap { fill?(completion) }
    record.output = .modified([Attribute(.searchCompletion, .string(completion))], slot: nil)
    record.updateChild(0, content)
  }
}
