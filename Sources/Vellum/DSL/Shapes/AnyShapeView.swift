import Foundation

/// The view that draws an `AnyShape`: the wrapped shape's own node.
public struct AnyShapeView: View {
  let makeNode: @MainActor @Sendable (Identity) -> Node

  /// A shape view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
