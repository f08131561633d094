import Foundation

/// The view that draws a custom shape: its path in the reference square, as a node.
///
/// ```swift
/// let drawn: ShapeView<Diamond> = Diamond().body
/// ```
public struct ShapeView<Content: Shape>: View {
  let shape: Content

  /// A shape view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
