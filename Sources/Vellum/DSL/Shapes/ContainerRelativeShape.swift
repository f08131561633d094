import Foundation

/// The shape of the container the view is in, inset to the view: a widget's rounded
/// rectangle, say. An app's views are in no shaped container, so it is the view's rectangle,
/// as SwiftUI draws it there.
///
/// ```swift
/// ContainerRelativeShape().fill(.blue.gradient)
/// ```
public struct ContainerRelativeShape: Shape {
  /// The container's shape.
  public init() {}

  /// The view's rectangle: no container here gives it a shape.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container the view is in.
  ///
  /// ```swift
  /// .clipShape(.containerRelative)
  /// ```
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
