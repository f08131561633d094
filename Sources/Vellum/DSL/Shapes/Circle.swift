import Foundation

/// A circle centred in its frame, as wide as the frame's shorter side.
///
/// ```swift
/// Circle().fill(Color.red)
/// ```
public struct Circle: BuiltinShape, InsettableShape, Equatable {
  package static let nodeRole = Role.circle

  /// A circle.
  ///
  /// ```swift
  /// Circle()
  /// ```
  public init() {}

  /// The circle inside `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

extension Shape where Self == Circle {
  /// A circle.
  ///
  /// ```swift
  /// .clipShape(.circle)
  /// ```
  public static var circle: Circle { Circle() }
}
