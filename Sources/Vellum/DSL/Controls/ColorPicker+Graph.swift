extension ColorPicker: PrimitiveView {
  package func update(_ record: GraphNode) {
    let selection = selection
    let supportsOpacity = supportsOpacity
    record.control = .color { picked in
      selection.wrappedValue = supportsOpacity ? picked : picked.opaque
    }
    var attributes = [Attribute(.selection, .color(selection.wrappedValue), isBound: true)]
    if !supportsOpacity { attributes.append(Attribute(.supportsOpacity, .bool(false))) }
    record.element(.colorPicker, attributes + record.disabledAttribute, content: label)
  }
}
