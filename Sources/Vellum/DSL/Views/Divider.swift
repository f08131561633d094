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

extension Divider: LeafView {
  package func node(identity: Identity, environment: EnvironmentValues) -> Node {
    Node(role: .divider, identity: identity)
  }
}
