import Foundation

/// Flexible space that grows along its stack's axis.
///
/// ```swift
/// HStack { Text("Title"); Spacer(); Button("Edit") {} }
/// ```
public struct Spacer: View, Equatable {
  let minLength: CGFloat?

  /// A spacer with an optional minimum length.
  ///
  /// ```swift
  /// Spacer(minLength: 8)
  /// ```
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  /// A spacer is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  package func update(_ record: GraphNode) {
    let attributes = minLength.map { [Attribute(.minLength, .double(Double($0)))] } ?? []
    record.output = .leaf(Node(role: .spacer, identity: record.identity, attributes: attributes))
  }
}

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
  package func update(_ record: GraphNode) {
    record.output = .leaf(Node(role: .divider, identity: record.identity))
  }
}
