import VellumHotPaths
import VellumValues

extension ByteBuffer {
  /// Appends `value` to two decimals, without a trailing zero (`177.67`, `0.5`, `16`): `0`
  /// for a value that is not finite, and as `formatNumber` writes it beyond a hundred million
  /// million hundredths. The digits are written as bytes, with no string made.
  ///
  /// ```swift
  /// var bytes = ByteBuffer()
  /// bytes.appendHundredths(12.345)   // "12.35"
  /// ```
  mutating func appendHundredths(_ value: Double) {
    guard value.isFinite else { return append("0") }
    let scaled = (value * 100).rounded()
    guard abs(scaled) < 1e15 else { return append(contentsOf: formatNumber(scaled / 100)) }
    let hundredths = Int(scaled)
    if hundredths < 0 { append("-") }
    appendDecimal(abs(hundredths) / 100)
    let fraction = abs(hundredths) % 100
    guard fraction > 0 else { return }
    append(".")
    // Both decimals in one call where there are two: a page places thousands of numbers.
    if fraction.isMultiple(of: 10) {
      appendDecimal(fraction / 10)
    } else {
      if fraction < 10 { append("0") }
      appendDecimal(fraction)
    }
  }
}
