extension PreviewGallery {
  /// The SF Symbol names the previews use that Vellum has no drawing for, sorted, each with the
  /// previews it appears in; the index page lists them, since those symbols show a placeholder.
  ///
  /// ```swift
  /// gallery.unknownSymbols   // [(name: "lizard", previews: ["Slow"])]
  /// ```
  public var unknownSymbols: [(name: String, previews: [String])] {
    var found: [String: [String]] = [:]
    for preview in previews {
      for name in Self.unknownSymbolNames(in: preview.root) where found[name]?.last != preview.name
      {
        found[name, default: []].append(preview.name)
      }
    }
    return found.keys.sorted().map { ($0, found[$0]!) }
  }

  /// The unknown symbol names in a screen, in the order they first appear; nodes inside
  /// attribute values (backgrounds, overlays, labels) are searched too.
  private static func unknownSymbolNames(in root: Node) -> [String] {
    var names: [String] = []
    var stack: [Node] = [root]
    while let node = stack.popLast() {
      if case .string(let name) = node[.systemName], !name.isEmpty,
        SymbolCatalog.symbol(named: name) == nil, !names.contains(name)
      {
        names.append(name)
      }
      for attribute in node.attributes {
        if case .nodes(let nodes) = attribute.value { stack.append(contentsOf: nodes.reversed()) }
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return names
  }
}
