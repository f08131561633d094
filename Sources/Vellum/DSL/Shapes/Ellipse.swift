import Foundation

/// An ellipse that fills its frame.
///
/// ```swift
/// Ellipse().stroke(.gray)
/// ```
public struct Ellipse: BuiltinShape, InsettableShape, Equatable {
  package static let nodeRole = Role.ellipse

  /// An ellipse.
  ///
  /// ```swift
  /// Ellipse()
  /// ```
  public init() {}

  /// The ellipse inside `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  ///
  /// ```swift
  /// .contentShape(.ellipse)
  /// ```
  public static var ellipse: Ellipse { Ellipse() }
}
