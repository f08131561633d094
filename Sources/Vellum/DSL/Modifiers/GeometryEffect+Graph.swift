import Foundation

extension GeometryEffect {
  /// Applies the effect where the graph meets it: the content drawn with the transform for
  /// its measured size.
  public func _apply<Content: View>(to content: Content, in record: _ViewRecord) {
    GeometryEffectModifier(effect: self).update(record.node, content: content)
  }
}

/// Draws content with a geometry effect's transform for the content's measured size (zero
/// until the screen is first measured; the effect is evaluated again when the size changes).
struct GeometryEffectModifier<Effect: GeometryEffect>: PrimitiveModifier {
  let effect: Effect

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let (key, measured) = record.graph.readMeasurement(of: record)
    var attributes = [Attribute(.measurementKey, .int(key))]
    if let transform = effect.effectValue(size: measured.size).attribute {
      attributes.append(transform)
    }
    record.output = .modified(attributes, slot: nil)
    record.updateChild(0, content)
  }
}
