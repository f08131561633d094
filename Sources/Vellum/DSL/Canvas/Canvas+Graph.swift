import Foundation

extension Canvas: PrimitiveView {
  package func update(_ record: GraphNode) {
    let measured = record.graph.readGeometry(of: record)
    let size = measured.frame.size
    // The symbol views are mounted (their nodes carry their tags) but only drawn by the
    // renderer.
    record.updateChild(0, symbols)
    let recorder = CanvasRecorder()
    recorder.symbols = record.children.flatMap(\.nodes).compactMap { $0[.tag] }
    var context = GraphicsContext(
      recorder: recorder, environment: record.environment, size: size)
    renderer(&context, size)
    var attributes = [
      Attribute(measuredSize: size), Attribute(.canvasOperations, .list(recorder.operations)),
      Attribute(.geometryKey, .int(measured.key)),
    ]
    if !recorder.filters.isEmpty {
      attributes.append(
        Attribute(.filter, .list(recorder.filters.map { .name(Keyword(rawValue: $0)) })))
    }
    record.output = .element(Node(role: .canvas, identity: record.identity, attributes: attributes))
  }
}
