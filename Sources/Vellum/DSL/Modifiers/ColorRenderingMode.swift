import Foundation

/// How `drawingGroup` blends colours.
///
/// ```swift
/// .drawingGroup(colorMode: .linear)
/// ```
public enum ColorRenderingMode: Hashable, Sendable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}
