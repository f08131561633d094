extension Stepper: PrimitiveView {
  package func update(_ record: GraphNode) {
    var attributes: [Attribute] = []
    if let value { attributes.append(Attribute(.value, value(), isBound: true)) }
    record.control = .step(increment: onIncrement, decrement: onDecrement)
    record.element(.stepper, attributes + record.disabledAttribute, content: label)
  }
}
