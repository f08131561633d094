import Foundation
import VellumValues

/// How wide text is and how tall its lines are, in points, for one font.
///
/// Widths are Inter's advances (an open font drawn close to San Francisco, generated into
/// `FontMetrics+Inter.swift` by `Fonts/generate-font-metrics.py`); line heights and baselines
/// are San Francisco's (ascender 1950 and descender 494 in 2048 units per em, no line gap), so
/// a line of body text is 20⅓ points tall as on an iPhone. Sizes and weights of the text styles
/// are Apple's Dynamic Type table at the host's text size (Large by default).
/// Characters outside the measured ranges are measured by class: East Asian wide characters and
/// emoji one em, combining marks nothing, anything else the width of `n`.
///
/// ```swift
/// let body = FontMetrics(font: nil)
/// body.width(of: "Hello")   // 40.69
/// body.lineHeight           // 20.33
/// ```
package struct FontMetrics: Hashable, Sendable {
  /// The size in points.
  package var size: Double
  /// The weight, 100 (ultra light) to 900 (black).
  package var weight: Int

  /// The metrics of `font` (body when `nil`) at the text size `typeSize`: a text style at its
  /// size in Apple's table, a custom font relative to a style grown as that style grows, a
  /// system font of a size at that size.
  package init(font: Font?, typeSize: DynamicTypeSize = .large) {
    let font = font ?? .body
    switch font.base {
    case .style(let style):
      size = typeSize.pointSize(of: style)
      weight = style.defaultWeight.value
    case .system(let points):
      size = points
      weight = Font.Weight.regular.value
    case .custom(_, let points, let relativeTo):
      size = relativeTo.map { points * typeSize.pointSize(of: $0) / $0.pointSize } ?? points
      weight = Font.Weight.regular.value
    }
    if let chosen = font.weight { weight = chosen.value }
  }

  /// Metrics of a size and weight.
  package init(size: Double, weight: Int = 400) {
    self.size = size
    self.weight = weight
  }

  /// The height of one line: San Francisco's ascender and descender, rounded up to the
  /// pixel grid of a 3× screen.
  package var lineHeight: Double { Self.pixelCeiling(size * (1950 + 494) / 2048) }

  /// The distance from a line's top to its baseline.
  package var ascent: Double { size * 1950 / 2048 }

  /// The width of `text` on one line, rounded up to the pixel grid.
  package func width(of text: Substring) -> Double {
    Self.pixelCeiling(unroundedWidth(of: text))
  }

  /// `text` broken into lines no wider than `width`, at word boundaries, as a `Text` breaks.
  ///
  /// ```swift
  /// FontMetrics(size: 13).lines(of: alert.message, width: 238)
  /// ```
  package func lines(of text: String, width: Double) -> [String] {
    TextLayout(
      text, metrics: self, style: TextStyle(), proposal: Proposal(width: width, height: nil)
    )
    .lines.map(String.init)
  }

  /// The width of `text` before rounding, for adding words up.
  func unroundedWidth(of text: Substring) -> Double {
    let table = advances
    var units = 0
    // Printable ASCII, most of what labels say, is summed from the bytes; anything else is
    // measured by scalar.
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      for byte in bytes {
        guard byte >= 0x20, byte <= 0x7E else { return nil }
        units += Int(table[Int(byte) - 0x20])
      }
      return units
    }
    if let ascii = ascii ?? nil { return Double(ascii) * size / Self.unitsPerEm }
    var scalarUnits = 0.0
    for scalar in text.unicodeScalars { scalarUnits += advance(of: scalar, in: table) }
    return scalarUnits * size / Self.unitsPerEm
  }

  private var advances: [UInt16] {
    switch face {
    case .regular: Self.regular
    case .medium: Self.medium
    case .semibold: Self.semibold
    case .bold: Self.bold
    }
  }

  /// The face of Inter whose advances measure this weight, and which paints it.
  package var face: Face { Face(weight: weight) }

  /// One of the four faces of Inter the metrics measure with, standing for a range of
  /// weights: SwiftUI's ultra light to regular are measured (and drawn) regular, black bold.
  package enum Face: Int, CaseIterable, Sendable {
    case regular, medium, semibold, bold

    /// The face that stands for `weight`.
    package init(weight: Int) {
      switch weight {
      case ..<450: self = .regular
      case ..<550: self = .medium
      case ..<650: self = .semibold
      default: self = .bold
      }
    }

    /// The weights the face stands for, as CSS's `font-weight` range in `@font-face` writes
    /// them.
    package var weights: ClosedRange<Int> {
      switch self {
      case .regular: 1...449
      case .medium: 450...549
      case .semibold: 550...649
      case .bold: 650...1000
      }
    }
  }

  private func advance(of scalar: Unicode.Scalar, in table: [UInt16]) -> Double {
    // Printable ASCII, most of what labels say, is the table's first range.
    if scalar.value >= 0x20, scalar.value <= 0x7E { return Double(table[Int(scalar.value) - 0x20]) }
    var base = 0
    for range in Self.ranges {
      if range.contains(scalar.value) {
        return Double(table[base + Int(scalar.value - range.lowerBound)])
      }
      base += range.count
    }
    let properties = scalar.properties
    if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark
      || properties.isVariationSelector || scalar.value == 0x200D
    {
      return 0
    }
    if properties.isEmojiPresentation || Self.isWide(scalar) { return Self.unitsPerEm }
    return Double(table[Int(("n" as Unicode.Scalar).value) - 0x20])
  }

  /// East Asian wide and fullwidth characters: CJK, kana, Hangul, fullwidth forms.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }

  /// `value` rounded up to a third of a point, an iPhone's pixel.
  static func pixelCeiling(_ value: Double) -> Double {
    (value * 3 - 1e-9).rounded(.up) / 3
  }
}
