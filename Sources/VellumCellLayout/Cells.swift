import Foundation

/// Converts SwiftUI's points to character cells.
///
/// One column is 8 points and one row is 16 points, the size of a character of body text.
/// Padding counts in steps of the default padding (16 points): `padding()` is one cell on each
/// side, horizontally and vertically. Every length is clamped to 0…``limit`` cells (a NaN or
/// negative length is 0, a huge or infinite one the limit), so no input can overflow the layout
/// or make it allocate without bound; only a frame's maximum keeps `.infinity` as "unbounded".
///
/// ```swift
/// Cells.columns(100)         // 13
/// Cells.padding(16)          // 1
/// Cells.rows(1e9)            // 10_000
/// Cells.maximumColumns(.infinity)   // Int.max: as wide as offered
/// ```
package enum Cells {
  /// The most cells any length converts to.
  static let limit = 10_000

  /// The points one column stands for.
  package static let pointsPerColumn = 8.0
  /// The points one row stands for.
  package static let pointsPerRow = 16.0

  /// Columns for a horizontal length in points.
  package static func columns(_ points: Double) -> Int { convert(points, step: pointsPerColumn) }

  /// Rows for a vertical length in points.
  package static func rows(_ points: Double) -> Int { convert(points, step: pointsPerRow) }

  /// Cells of padding for a length in points.
  static func padding(_ points: Double) -> Int { convert(points, step: 16) }

  /// Columns for a frame's maximum width: `.infinity` stays unbounded.
  static func maximumColumns(_ points: Double) -> Int {
    points == .infinity ? .max : columns(points)
  }

  /// Rows for a frame's maximum height: `.infinity` stays unbounded.
  static func maximumRows(_ points: Double) -> Int {
    points == .infinity ? .max : rows(points)
  }

  /// Cells a view moves for an offset of `points` along an axis (`step` points a cell): the
  /// nearest whole number, so a nudge of a few points does not move it a whole cell, as a
  /// length's at-least-one-cell rule would.
  ///
  /// ```swift
  /// Cells.offset(2, step: Cells.pointsPerRow)     // 0
  /// Cells.offset(-24, step: Cells.pointsPerRow)   // -2
  /// ```
  static func offset(_ points: Double, step: Double) -> Int {
    guard points.isFinite else { return points > 0 ? limit : points < 0 ? -limit : 0 }
    return Int(max(-Double(limit), min(Double(limit), (points / step).rounded())))
  }

  /// The cell at which a view placed at `points` along an axis starts: rounded up, so a view
  /// placed after another, a gap apart in points, is not drawn over it in cells, where text
  /// is wider.
  static func start(_ points: Double, step: Double) -> Int {
    guard points > 0 else { return 0 }  // also NaN
    guard points < Double(limit) * step else { return limit }
    return Int((points / step - 1e-9).rounded(.up))
  }

  private static func convert(_ points: Double, step: Double) -> Int {
    guard points > 0 else { return 0 }  // also NaN
    guard points < Double(limit) * step else { return limit }
    return max(1, Int((points / step).rounded()))
  }
}
