import Foundation

/// Which parts of a view's geometry `matchedGeometryEffect` matches.
///
/// ```swift
/// .matchedGeometryEffect(id: item.id, in: namespace, properties: .position)
/// ```
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The properties' bits.
  public let rawValue: UInt32

  /// Properties from their bits.
  ///
  /// ```swift
  /// MatchedGeometryProperties(rawValue: 1)
  /// ```
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The position of the view's anchor.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
