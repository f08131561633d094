extension ViewThatFits: PrimitiveView {
  package func update(_ record: GraphNode) {
    let measured = record.graph.readGeometry(of: record)
    var attributes = [
      Attribute(.axes, .name(axes.keyword)), Attribute(.geometryKey, .int(measured.key)),
    ]
    if let choice = measured.choice { attributes.append(Attribute(.chosen, .int(choice))) }
    record.element(.viewThatFits, attributes, content: content)
  }
}
