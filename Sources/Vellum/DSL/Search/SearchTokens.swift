/// The tokens of a search field: the views drawing them, and the suggested tokens that add
/// themselves when tapped.
@MainActor
struct SearchTokens {
  /// The token views, in order, each with its token's id.
  let views: [(id: AnyHashable, view: AnyView)]
  /// Adds a token, when it is of the field's token type.
  let add: @MainActor (Any) -> Void
  /// The suggested tokens not in the field yet.
  let suggestions: [Suggestion]

  /// A suggested token: its value and the view drawing it.
  struct Suggestion: Identifiable {
    let id: AnyHashable
    let view: AnyView
    let token: Any
  }

  init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    tokens: Binding<C>, suggested: Binding<C>?, token: @escaping (C.Element) -> T
  ) where C.Element: Identifiable {
    let chosen = Set(tokens.wrappedValue.map { AnyHashable($0.id) })
    views = tokens.wrappedValue.map { (AnyHashable($0.id), AnyView(token($0))) }
    add = { value in
      guard let value = value as? C.Element,
        !tokens.wrappedValue.contains(where: { $0.id == value.id })
      else { return }
      tokens.wrappedValue.append(value)
    }
    suggestions = (suggested?.wrappedValue ?? C()).filter { !chosen.contains(AnyHashable($0.id)) }
      .map { Suggestion(id: AnyHashable($0.id), view: AnyView(token($0)), token: $0) }
  }

  init<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
    editableTokens tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T
  ) where C.Element: Identifiable {
    views = tokens.map { (AnyHashable($0.wrappedValue.id), AnyView(token($0))) }
    add = { value in
      guard let value = value as? C.Element else { return }
      tokens.wrappedValue.append(value)
    }
    suggestions = []
  }
}

/// Makes a suggestion add a token to the search field when tapped.
struct SearchTokenCompletionModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let token: Any

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let add = record.environment.searchTokenCompletion
    let token = token
    record.control = .tap { add?(token) }
    record.output = .modified([], slot: nil)
    record.updateChild(0, content)
  }
}

extension EnvironmentValues {
  /// Adds a token to the search field around this view, for `searchCompletion(_:)` with a
  /// token.
  package var searchTokenCompletion: (@MainActor (Any) -> Void)? {
    get { self[SearchTokenCompletionKey.self] }
    set { self[SearchTokenCompletionKey.self] = newValue }
  }
}

private enum SearchTokenCompletionKey: EnvironmentKey {
  static var defaultValue: (@MainActor (Any) -> Void)? { nil }
}
