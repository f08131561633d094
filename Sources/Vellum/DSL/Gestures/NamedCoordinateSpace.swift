import Foundation

/// A space named with `coordinateSpace(_:)`.
///
/// ```swift
/// NamedCoordinateSpace.named("board")
/// ```
public struct NamedCoordinateSpace: CoordinateSpaceProtocol {
  let name: AnyHashable

  /// The named space.
  public var coordinateSpace: CoordinateSpace { .named(name) }

  /// A space named by a value.
  ///
  /// ```swift
  /// NamedCoordinateSpace.named("board")
  /// ```
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A space named by a value.
  ///
  /// ```swift
  /// .onTapGesture(coordinateSpace: .named("board")) { location in … }
  /// ```
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}
