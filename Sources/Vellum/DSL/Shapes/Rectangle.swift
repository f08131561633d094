import Foundation

/// A rectangle.
///
/// ```swift
/// Rectangle().fill(Color.gray)
/// ```
public struct Rectangle: BuiltinShape, InsettableShape, Equatable {
  package static let nodeRole = Role.rectangle

  /// A rectangle.
  ///
  /// ```swift
  /// Rectangle()
  /// ```
  public init() {}

  /// The rectangle itself.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  ///
  /// ```swift
  /// .clipShape(.rect)
  /// ```
  public static var rect: Rectangle { Rectangle() }
}
