import Vellum

extension Program {
  /// Runs the program's gallery glue, `type.method(to: &gallery)` (the examples'
  /// `static func addPreviews(to gallery: inout PreviewGallery)`), and adds to `gallery` the
  /// previews it adds, as the same glue compiled adds them. A problem building a preview is
  /// kept in ``runtimeDiagnostics``, as any other met while running.
  ///
  /// ```swift
  /// var gallery = PreviewGallery(title: "Previews")
  /// try program.addPreviews(of: "PushButtonExample", to: &gallery)
  /// ```
  @MainActor
  public func addPreviews(
    of type: String, method: String = "addPreviews", to gallery: inout PreviewGallery
  ) throws(Diagnostic) {
    let location = SourceLocation(line: 1, column: 1, offset: 0)
    guard program(declares: method, of: type) else {
      throw Diagnostic(
        message: "no type method '\(type).\(method)(to:)' takes a gallery", location: location)
    }
    let scope = Evaluator(program: self).with(
      variable: "gallery", .gallery(PreviewGalleryValue()), type: .named("PreviewGallery"))
    let variable = Expression(kind: .identifier("gallery"), location: location)
    let argument = Argument(
      label: "to", value: Expression(kind: .unary("&", variable), location: location),
      isTrailing: false)
    let callee = Expression(
      kind: .member(Expression(kind: .identifier(type), location: location), method),
      location: location)
    _ = try scope.run(
      Block(
        items: [.expression(Expression(kind: .call(callee, [argument]), location: location))],
        location: location))
    guard case .gallery(let filled)? = scope.variables["gallery"]?.value else { return }
    for entry in filled.entries {
      gallery.add(
        entry.group, entry.content.views(),
        variants: entry.variants.compactMap(Variant.named))
    }
  }

  /// Whether the struct, class or enum `type` declares the type method `method`.
  private func program(declares method: String, of type: String) -> Bool {
    typeMembers(of: type)?.staticFunctions.contains { $0.name == method } == true
  }
}
