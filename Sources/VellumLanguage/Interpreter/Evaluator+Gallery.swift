import Vellum

/// A program's gallery glue, as the examples write it (`static func addPreviews(to gallery:
/// inout PreviewGallery) { gallery.add(Recipes_Previews.self, named: "Recipes") }`): the
/// calls of `PreviewGallery`'s `add`, kept in a ``PreviewGalleryValue``.
extension Evaluator {
  /// `gallery` once `gallery.add(arguments)` has run: `add(Provider.self, named: "Name")`
  /// (the name defaults to the provider's, `_Previews` dropped, as `PreviewGallery` does) or
  /// `add("Name", view, variants: [.dark, .device(.iPadLandscape)])`. The views are built
  /// when the gallery shows them, where the glue wrote them; when checking, they are checked
  /// now.
  func add(to gallery: PreviewGalleryValue, _ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> PreviewGalleryValue
  {
    var call = Arguments(callee: "add", arguments, at: location)
    let first = try call.required(nil)
    let group: String
    let content: Expression
    var variants: [String] = []
    if case .member(let type, "self") = first.kind, case .identifier(let provider) = type.kind {
      guard program.views[provider]?.conformances.contains("PreviewProvider") == true else {
        throw Diagnostic(
          message: "'\(provider)' is not a PreviewProvider the program declares",
          location: type.location)
      }
      let name = call.optional("named")
      group =
        try name.map(string) ?? provider.replacingOccurrences(of: "_Previews", with: "")
      content = Expression(kind: .call(type, []), location: first.location)
    } else {
      group = try string(first)
      guard let view = call.optional(nil) else {
        throw Diagnostic(
          message: "missing argument for parameter #2 in call to 'add'", location: location)
      }
      content = view
      if let list = call.optional("variants") { variants = try variantNames(list) }
    }
    try call.finish()
    let closure = Closure(
      parameters: [], body: Block(items: [.expression(content)], location: content.location))
    if checks != nil { _ = buildReporting(closure) }
    var added = gallery
    added.entries.append(
      .init(group: group, content: FunctionValue(closure, in: self), variants: variants))
    return added
  }

  /// The names of the preset variants an array literal lists: `.dark`, `.rightToLeft`,
  /// `.device(.iPadLandscape)`, ….
  private func variantNames(_ list: Expression) throws(Diagnostic) -> [String] {
    guard case .array(let elements) = list.kind else {
      throw Diagnostic(
        message: "expected a list of variants such as [.dark, .device(.iPadLandscape)]",
        location: list.location)
    }
    var names: [String] = []
    for element in elements {
      if case .call(let callee, let arguments) = element.kind,
        case .implicitMember("device") = callee.kind, arguments.count == 1
      {
        names.append(try member(arguments[0].value, in: PreviewGalleryValue.devices).name)
      } else {
        names.append(try member(element, in: PreviewGalleryValue.variants).name)
      }
    }
    return names
  }
}
