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
  package mutating func appendHundredths(_ value: Double) {
    guard value.isFinite else { return append("0") }
    guard abs(value) < 1e13 else {
      return append(contentsOf: formatNumber((value * 100).rounded() / 100))
    }
    appendHundredths(of: Self.hundredths(ofModest: value))
  }

  /// `value` in hundredths, rounded half away from zero, as `rounded()` does without its call
  /// into the C library: the conversion truncates, and what it drops is exact in a `Double`
  /// of this size. `value` is finite and under 10¹³ in magnitude.
  ///
  /// ```swift
  /// ByteBuffer.hundredths(ofModest: 12.345)   // 1235
  /// ```
  @inline(__always)
  package static func hundredths(ofModest value: Double) -> Int {
    let scaled = value * 100
    var hundredths = Int(scaled)
    let dropped = scaled - Double(hundredths)
    if dropped >= 0.5 {
      hundredths += 1
    } else if dropped <= -0.5 {
      hundredths -= 1
    }
    return hundredths
  }
}
