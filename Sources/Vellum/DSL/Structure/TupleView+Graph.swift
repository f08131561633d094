import VellumHotPaths

extension TupleView: PrimitiveView {
  package var callsAppCode: Bool { false }

  package func update(_ record: GraphNode) {
    record.output = .passthrough
    for (index, child) in children.enumerated() {
      record.updateChild(index, child, component: .index(index))
    }
  }
}
