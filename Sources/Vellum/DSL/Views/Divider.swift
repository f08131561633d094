import Foundation

/// A thin line that separates content.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: View, Equatable {
  /// A divider.
  ///
  /// ```swift
  /// Divider()
  /// ```
  public init() {}

  /// A divider is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
  package var callsAppCode: Bool { false }

  package func update(_ record: GraphNode) {
    record.output = .leaf(Node(role: .divider, identity: record.identity))
  }
}
