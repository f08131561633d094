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
    // SwiftUI evaluates a reader's content during layout, with its proposal: until the screen
    // has been measured the content waits, so its first evaluation (and its `onAppear`) sees
    // the reader's size, never zero. The graph measures before the pass's work runs.
    guard measured.isMeasured else {
      record.updateChild(0, EmptyView())
      return
    }
    record.updateChild(0, content(proxy))
  }
}
