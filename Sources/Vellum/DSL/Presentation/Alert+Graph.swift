/// A legacy `Alert` shown as an alert node with its title.
struct AlertView: View, PrimitiveView, TitledPresentation {
  let alert: Alert

  var body: Never { primitiveBody(Self.self) }

  var presentationAttributes: [Attribute] {
    [Attribute(.title, .string(alert.title.plainText))]
  }

  func update(_ record: GraphNode) {
    record.output = .passthrough
    record.updateChild(0, alert.content)
  }
}
