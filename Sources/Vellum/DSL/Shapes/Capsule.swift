import Foundation

/// A rectangle with fully rounded ends.
///
/// ```swift
/// Capsule().fill(Color.green)
/// ```
public struct Capsule: BuiltinShape, InsettableShape, Equatable {
  package static let nodeRole = Role.capsule

  /// How the ends are drawn.
  public var style: RoundedCornerStyle

  /// A capsule.
  ///
  /// ```swift
  /// Capsule()
  /// ```
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// A rounded rectangle whose corners are half its shorter side.
  public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  ///
  /// ```swift
  /// .background(.yellow, in: .capsule)
  /// ```
  public static var capsule: Capsule { Capsule() }

  /// A capsule with a corner style.
  ///
  /// ```swift
  /// .clipShape(.capsule(style: .circular))
  /// ```
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
