import Vellum

/// Rows over a binding to a collection, and sections given their header and footer as views,
/// as SwiftUI's tutorials write them.
///
/// ```swift
/// List($scrums) { $scrum in NavigationLink(destination: DetailView(scrum: $scrum)) { … } }
/// Section(header: Text("Attendees")) { … }
/// ```
extension Evaluator {
  /// `ForEach($items) { $item in … }` (and `List($items)`): a row for each element, given a
  /// binding to it that finds the element by its identity, so a row edits its own element
  /// however the array changes around it.
  func bindingRows(_ held: BindingValue, _ content: Closure, at location: SourceLocation)
    throws(Diagnostic) -> ForEach<[IdentifiedValue], Value, AnyView>
  {
    guard case .array(let values) = held.binding.wrappedValue else {
      throw Diagnostic(
        message: "ForEach over a binding needs a binding to an array, not to "
          + held.binding.wrappedValue.typeName, location: location)
    }
    var identified: [IdentifiedValue] = []
    for value in values {
      guard let id = try identity(of: value, at: location) else {
        throw Diagnostic(
          message: "ForEach over a binding to [\(value.typeName)] needs elements with an 'id'",
          location: location)
      }
      identified.append(IdentifiedValue(value: value, id: id))
    }
    let row = deferred(content, sample: values.first.map { .binding(BindingValue(.constant($0))) })
    let array = held.binding
    let scope = self
    let origins = Dictionary(
      identified.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    /// The offset of the element whose identity is `id` in the array as it is now: where it
    /// was when the rows were made, unless the array has changed around it since.
    func offset(of id: Value, near first: Int) -> Int? {
      guard case .array(let current) = array.wrappedValue else { return nil }
      func matches(_ element: Value) -> Bool {
        ((try? scope.identity(of: element, at: location)) ?? nil) == id
      }
      if current.indices.contains(first), matches(current[first]) { return first }
      return current.firstIndex(where: matches)
    }
    return ForEach(identified, id: \.id) { item in
      let element = Binding<Value>(
        get: {
          guard let index = offset(of: item.id, near: origins[item.id] ?? 0),
            case .array(let current) = array.wrappedValue
          else { return item.value }
          return current[index]
        },
        set: { newValue in
          guard let index = offset(of: item.id, near: origins[item.id] ?? 0),
            case .array(var current) = array.wrappedValue
          else { return }
          current[index] = newValue
          array.wrappedValue = .array(current)
        })
      return row(.binding(BindingValue(element)))
    }
  }

  /// `Section(header: view, footer: view) { … }` or `Section { … } header: { … } footer: { … }`,
  /// either part or both given, each a view or a closure; a part not given is none, as
  /// SwiftUI's initializers without it make it.
  func section(_ call: inout Arguments, _ content: Closure) throws(Diagnostic) -> any View {
    func part(_ label: String) throws(Diagnostic) -> AnyView? {
      if let given = call.optional(label) {
        if case .closure(let closure) = given.kind { return buildReporting(closure) }
        return AnyView(try view(given))
      }
      return try call.labelledClosure(label).map { buildReporting($0) }
    }
    let rows = { self.buildReporting(content) }
    switch (try part("header"), try part("footer")) {
    case (let header?, let footer?): return Section(header: header, footer: footer, content: rows)
    case (let header?, nil): return Section(header: header, content: rows)
    case (nil, let footer?): return Section(footer: footer, content: rows)
    case (nil, nil): return Section(content: rows)
    }
  }
}
