import Foundation
import Testing
import VellumHotPaths
import VellumRenderers
import VellumValues

/// The numbers of a placed page and an SVG image: two decimals, rounded half away from zero as
/// `Double.rounded()` rounds, with no trailing zero.
@Suite struct HundredthsTests {
  /// The number written the way the renderers wrote it before their own rounding: through
  /// `rounded()` and `String`.
  private func expected(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let fraction = abs(hundredths) % 100
    let whole = "\(sign)\(abs(hundredths) / 100)"
    if fraction == 0 { return whole }
    return fraction.isMultiple(of: 10)
      ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  private func written(_ value: Double) -> String {
    var bytes = ByteBuffer()
    bytes.appendHundredths(value)
    return bytes.string
  }

  @Test func halvesRoundAwayFromZero() {
    #expect(written(0.125) == "0.13")
    #expect(written(-0.125) == "-0.13")
    #expect(written(0.005) == "0.01")
    #expect(written(2.5) == "2.5")
    #expect(written(-0.001) == "0")
    #expect(written(177.666) == "177.67")
  }

  @Test func everyValueIsWrittenAsRoundingItWouldWriteIt() {
    // Every half of a hundredth from -2.5 to 2.5, then values spread over the page's range.
    var values: [Double] = (-2_000...2_000).map { Double($0) / 800 }
    values += (0..<20_000).map { Double($0) * 10.000_37 - 100_000 }
    for value in values where written(value) != expected(value) {
      Issue.record("\(value) was written \(written(value)), not \(expected(value))")
      return
    }
  }

  @Test func valuesOutOfRangeAreWrittenWhole() {
    #expect(written(.infinity) == "0")
    #expect(written(.nan) == "0")
    #expect(written(1e20) == formatNumber(1e20))
  }
}
