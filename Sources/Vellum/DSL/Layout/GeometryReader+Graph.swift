import Foundation

extension GeometryReader: PrimitiveView {
  package func update(_ record: GraphNode) {
    let measured = record.graph.readGeometry(of: record)
    let proxy = GeometryProxy(frame: measured.frame, spaces: measured.spaces)
    record.output = .element(
      Node(
        role: .geometryReader, identity: record.identity,
        attributes: [
          Attribute(measuredSize: measured.frame.size), Attribute(.geometryKey, .int(measured.key)),
        ]))
    record.updateChild(0, content(proxy))
  }
}
