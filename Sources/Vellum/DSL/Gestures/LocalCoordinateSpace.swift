import Foundation

/// The view's own space.
///
/// ```swift
/// LocalCoordinateSpace()
/// ```
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The local space.
  ///
  /// ```swift
  /// LocalCoordinateSpace()
  /// ```
  public init() {}
  /// `.local`.
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
