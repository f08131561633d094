import Foundation

extension Link: PrimitiveView {
  package func update(_ record: GraphNode) {
    let openURL = record.environment.openURL
    let destination = destination
    record.control = .tap { openURL(destination) }
    record.element(
      .link,
      [Attribute(.destination, .string(destination.absoluteString))] + record.disabledAttribute,
      content: label)
  }
}
