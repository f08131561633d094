extension AccessibilityAttachmentModifier: AttributeModifier, LeafModifier {
  /// Applied where the graph meets it: its attributes appended to the content's node.
  public func _apply<Content: View>(to content: Content, in record: _ViewRecord) {
    update(record.node, content: content)
  }

  /// Attaching properties leaves the environment as it is.
  package func modify(_ environment: inout EnvironmentValues) {}
}
