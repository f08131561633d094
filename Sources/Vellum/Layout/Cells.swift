import Foundation

/// Converts SwiftUI's points to character cells.
///
/// One column is 8 points and one row is 16 points, the size of a character of body text.
/// Padding counts in steps of the default padding (16 points): `padding()` is one cell on each
/// side, horizontally and vertically. `.infinity` stays unbounded.
///
/// ```swift
/// Cells.columns(100)   // 13
/// Cells.padding(16)    // 1
/// ```
enum Cells {
  /// Columns for a horizontal length in points.
  static func columns(_ points: Double) -> Int { convert(points, step: 8) }

  /// Rows for a vertical length in points.
  static func rows(_ points: Double) -> Int { convert(points, step: 16) }

  /// Cells of padding for a length in points.
  static func padding(_ points: Double) -> Int { convert(points, step: 16) }

  private static func convert(_ points: Double, step: Double) -> Int {
    if points.isInfinite { return .max }
    guard points > 0 else { return 0 }
    return max(1, Int((points / step).rounded()))
  }
}
