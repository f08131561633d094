extension EquatableView: PrimitiveView {
  /// Hands the child the content it showed last while the new one is equal to it by `==`, so
  /// the child's comparison finds nothing changed and its body does not run; an environment
  /// change still reaches it.
  package func update(_ record: GraphNode) {
    record.output = .passthrough
    let shown: Content
    if let last = (record.memory as? ShownContent<Content>)?.content, last == content {
      shown = last
    } else {
      shown = content
      record.memory = ShownContent(content)
    }
    record.updateChild(0, shown)
  }
}

/// The content an `EquatableView` showed last.
private final class ShownContent<Content> {
  let content: Content

  init(_ content: Content) { self.content = content }
}
