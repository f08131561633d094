import Foundation

/// A namespace for `matchedGeometryEffect` ids, kept for as long as its view is on screen.
///
/// ```swift
/// @Namespace private var animation
/// Circle().matchedGeometryEffect(id: "dot", in: animation)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// One namespace's identity.
  public struct ID: Hashable, Sendable {
    fileprivate let value: UUID
  }

  private var storage = State(initialValue: ID(value: UUID()))

  /// A namespace, created once per view identity.
  ///
  /// ```swift
  /// @Namespace private var namespace
  /// ```
  public init() {}

  /// The namespace's identity, the same on every evaluation of its view.
  @MainActor public var wrappedValue: ID { storage.wrappedValue }
}

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
