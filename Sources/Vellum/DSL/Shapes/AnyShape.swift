import Foundation

/// A shape of any type, for choosing between shapes at run time.
///
/// ```swift
/// .clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
/// ```
public struct AnyShape: Shape {
  private let makePath: @MainActor @Sendable (CGRect) -> Path
  private let makeNode: @MainActor @Sendable (Identity) -> Node

  /// Wraps `shape`.
  ///
  /// ```swift
  /// AnyShape(Capsule())
  /// ```
  public init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    makeNode = { shape.node(identity: $0) }
  }

  /// The wrapped shape's path.
  public func path(in rect: CGRect) -> Path { makePath(rect) }

  /// Draws the wrapped shape.
  public var body: AnyShapeView { AnyShapeView(makeNode: makeNode) }
}
