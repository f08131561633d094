/// Applies an effect made from its content's geometry (`visualEffect`): the content's node
/// carries a geometry key, and the record is evaluated again when its rectangle changes.
struct GeometryVisualEffect: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let effect: @MainActor (EmptyVisualEffect, GeometryProxy) -> any VisualEffect

  func update<Content: View>(_ record: GraphNode, content: Content) {
    let measured = record.graph.readGeometry(of: record)
    let proxy = GeometryProxy(frame: measured.frame, spaces: measured.spaces)
    record.output = .modified([Attribute(.geometryKey, .int(measured.key))], slot: nil)
    record.updateChild(0, effect(EmptyVisualEffect(), proxy).applied(to: content))
  }
}
