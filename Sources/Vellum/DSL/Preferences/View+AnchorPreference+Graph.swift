/// Sets a preference from an anchor of its content's geometry (`anchorPreference`,
/// `transformAnchorPreference`): the content's node carries a geometry key, so the layout
/// records where it is placed, and the record is evaluated again when that changes.
struct AnchorPreferenceWriter<A, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let source: Anchor<A>.Source
  /// Whether the anchor changes what the content's subviews combined, or replaces it.
  var transformsContent = false
  let apply: (inout Key.Value, Anchor<A>) -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let measured = record.graph.readGeometry(of: record)
    let anchor = source.anchor(in: measured.frame)
    let apply = apply
    record.output = .modified([Attribute(.geometryKey, .int(measured.key))], slot: nil)
    if transformsContent {
      record.memory = TransformedPreference<Key> { apply(&$0, anchor) }
    } else {
      var value = Key.defaultValue
      apply(&value, anchor)
      record.memory = WrittenPreference<Key>(value)
    }
    record.updateChild(0, content)
  }
}
