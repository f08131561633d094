import Testing
import VellumHotPaths

/// `ByteBuffer`'s contract: pieces appended in order, runs broken where asked, earlier bytes
/// copied again, and a copy of bytes never written refused.
@Suite struct ByteBufferTests {
  @Test func piecesAreAppendedInOrderAndGrowTheBuffer() {
    var bytes = ByteBuffer(capacity: 1)
    bytes.append("<p>")
    for _ in 0..<100 { bytes.append(contentsOf: "éa") }
    bytes.append("</p>")
    #expect(bytes.string == "<p>" + String(repeating: "éa", count: 100) + "</p>")
  }

  @Test func runsAreCopiedWholeBetweenTheBytesReplaced() {
    var bytes = ByteBuffer()
    bytes.appendRuns(of: "a<b>&c", breakingAt: { $0 == UInt8(ascii: "<") || $0 == 0x26 }) {
      $0.append($1 == UInt8(ascii: "<") ? "[lt]" : "[amp]")
    }
    #expect(bytes.string == "a[lt]b>[amp]c")
  }

  @Test func integersAreWrittenInDecimal() {
    var bytes = ByteBuffer(capacity: 1)
    let values = [0, 7, 10, 99, 100, -1, -402, 1_000_000_007, Int.max, Int.min]
    for value in values {
      bytes.appendDecimal(value)
      bytes.append(" ")
    }
    #expect(bytes.string == values.map { "\($0) " }.joined())
  }

  @Test func hundredthsAreWrittenWithoutTrailingZeros() {
    var bytes = ByteBuffer(capacity: 1)
    let values = [0, 5, 50, 99, 100, 105, 1600, 1767, -1, -50, -1767, 8_000_000, Int.max, Int.min]
    for value in values {
      bytes.appendHundredths(of: value)
      bytes.append(" ")
    }
    #expect(
      bytes.string
        == "0 0.05 0.5 0.99 1 1.05 16 17.67 -0.01 -0.5 -17.67 80000 92233720368547758.07 "
        + "-92233720368547758.08 ")
  }

  @Test func aPlacementIsWrittenAsFourLengthsInOneRoomCheck() {
    var bytes = ByteBuffer(capacity: 1)
    for _ in 0..<3 {
      bytes.appendPlacement(left: 1600, top: -50, width: 36_100, height: 2033)
      bytes.append(" ")
    }
    bytes.appendPlacement(left: Int.min, top: 0, width: Int.max, height: 5)
    #expect(
      bytes.string
        == String(repeating: "left:16px;top:-0.5px;width:361px;height:20.33px ", count: 3)
        + "left:-92233720368547758.08px;top:0px;width:92233720368547758.07px;height:0.05px")
  }

  @Test func bytesWrittenBeforeAreCopiedAgain() {
    var bytes = ByteBuffer()
    bytes.append("<b>x</b>")
    bytes.appendCopy(of: 0..<3)
    #expect(bytes.string == "<b>x</b><b>")
  }

  @Test func aCopyOfBytesNeverWrittenTraps() async {
    await #expect(processExitsWith: .failure) {
      var bytes = ByteBuffer()
      bytes.append("ab")
      bytes.appendCopy(of: 1..<5)
    }
  }
}
