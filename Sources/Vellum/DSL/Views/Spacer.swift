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

extension Spacer: LeafView {
  package func node(identity: Identity, environment: EnvironmentValues) -> Node {
    let attributes = minLength.map { [Attribute(.minLength, .double(Double($0)))] } ?? []
    return Node(role: .spacer, identity: identity, attributes: attributes)
  }
}
