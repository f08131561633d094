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
  package var callsAppCode: Bool { false }

  package func update(_ record: GraphNode) {
    let attributes = minLength.map { [Attribute(.minLength, .double(Double($0)))] } ?? []
    record.output = .leaf(Node(role: .spacer, identity: record.identity, attributes: attributes))
  }
}
