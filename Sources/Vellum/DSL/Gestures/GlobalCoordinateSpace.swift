import Foundation

/// The screen's space.
///
/// ```swift
/// GlobalCoordinateSpace()
/// ```
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The global space.
  ///
  /// ```swift
  /// GlobalCoordinateSpace()
  /// ```
  public init() {}
  /// `.global`.
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
