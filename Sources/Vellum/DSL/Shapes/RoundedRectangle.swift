import Foundation

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).stroke(Color.gray)
/// ```
public struct RoundedRectangle: BuiltinShape, InsettableShape, Equatable {
  package static let nodeRole = Role.roundedRectangle

  /// The size of the corners.
  public var cornerSize: CGSize
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with circular corners of `cornerRadius`.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8)
  /// ```
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with corners of `cornerSize`.
  ///
  /// ```swift
  /// RoundedRectangle(cornerSize: CGSize(width: 12, height: 6))
  /// ```
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The radius of the corners (their width).
  public var cornerRadius: CGFloat { cornerSize.width }

  /// The rounded rectangle inside `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  package var shapeAttributes: [Attribute] {
    [Attribute(.cornerRadius, .double(Double(cornerRadius)))]
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle.
  ///
  /// ```swift
  /// .clipShape(.rect(cornerRadius: 12))
  /// ```
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with corners of a size.
  ///
  /// ```swift
  /// .background(.blue, in: .rect(cornerSize: CGSize(width: 8, height: 4)))
  /// ```
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
