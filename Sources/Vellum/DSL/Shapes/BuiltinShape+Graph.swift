import Foundation

extension BuiltinShape {
  package var shapeAttributes: [Attribute] { [] }

  /// A built-in shape is primitive.
  public var body: Never { primitiveBody(Self.self) }

  package func update(_ record: GraphNode) {
    record.output = .leaf(node(identity: record.identity))
  }
}
