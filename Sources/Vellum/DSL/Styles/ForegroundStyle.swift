import Foundation

/// The current foreground style, as a shape style: what a shape is filled with by default.
///
/// ```swift
/// Circle().stroke(.foreground, lineWidth: 2)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  ///
  /// ```swift
  /// ForegroundStyle()
  /// ```
  public init() {}
}
