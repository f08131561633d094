import Foundation

/// The geometry a `GeometryReader` gives its content: its size, and its rectangle in a
/// coordinate space.
///
/// ```swift
/// GeometryReader { proxy in Text(proxy.size.width > 300 ? "Wide" : "Narrow") }
/// ```
public struct GeometryProxy {
  let globalFrame: CGRect
  let spaces: [String: CGRect]

  init(frame: CGRect, spaces: [String: CGRect]) {
    globalFrame = frame
    self.spaces = spaces
  }

  /// The reader's size, in points.
  public var size: CGSize { globalFrame.size }

  /// The insets of the safe area around the reader: none on the host's screen.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's rectangle in a coordinate space: at the origin in `.local`, on the screen in
  /// `.global`, and relative to a named space (the screen when no view names it).
  ///
  /// ```swift
  /// proxy.frame(in: .named("scroll")).minY
  /// ```
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The reader's rectangle in a coordinate space, by the older enumeration.
  ///
  /// ```swift
  /// proxy.frame(in: CoordinateSpace.global)
  /// ```
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .named(let name):
      guard let space = spaces["\(name)"] else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
    default:
      return globalFrame
    }
  }

  /// The bounds of a named coordinate space in the reader's own coordinates, or `nil` when no
  /// view names it.
  ///
  /// ```swift
  /// proxy.bounds(of: .named("container"))
  /// ```
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = coordinateSpace.coordinateSpace, let space = spaces["\(name)"]
    else { return nil }
    return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }
}
