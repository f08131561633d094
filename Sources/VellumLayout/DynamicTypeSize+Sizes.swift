import VellumValues

extension DynamicTypeSize {
  /// The text size whose body scale is `scale` (the host records its size as that scale), or
  /// `nil` when no size has it.
  init?(bodyScale scale: Double) {
    guard let size = Self.allCases.first(where: { abs($0.scale - scale) < 1e-9 }) else {
      return nil
    }
    self = size
  }

  /// The point size of `style` at this text size: Apple's Dynamic Type table for iOS (Human
  /// Interface Guidelines, Typography), where each style grows by its own steps — a large
  /// title is 34 points at the default size and 60 at the largest, while body text goes from
  /// 17 to 53.
  func pointSize(of style: Font.TextStyle) -> Double {
    let row = Self.allCases.firstIndex(of: self) ?? 3
    let column: Int =
      switch style {
      case .largeTitle: 0
      case .title: 1
      case .title2: 2
      case .title3: 3
      case .headline: 4
      case .body: 5
      case .callout: 6
      case .subheadline: 7
      case .footnote: 8
      case .caption: 9
      case .caption2: 10
      }
    return Self.table[row][column]
  }

  /// Rows from extra small to the fifth accessibility size; columns: large title, title,
  /// title 2, title 3, headline, body, callout, subheadline, footnote, caption, caption 2.
  private static let table: [[Double]] = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
  ]
}
