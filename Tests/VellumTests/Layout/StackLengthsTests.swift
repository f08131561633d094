import Testing

@testable import Vellum
@testable import VellumCellLayout

/// A stack's lengths, kept in place up to four and in an array beyond: every length written
/// reads back, in order, whatever the count.
@Suite struct StackLengthsTests {
  @Test(arguments: [0, 1, 3, 4, 5, 9])
  func everyLengthReadsBackInOrder(count: Int) {
    var lengths = StackLengths(count: count)
    #expect(lengths.count == count)
    #expect(lengths.allSatisfy { $0 == 0 })
    for index in lengths.indices { lengths[index] = (index + 1) * 7 }
    #expect(Array(lengths) == (0..<count).map { ($0 + 1) * 7 })
    #expect(lengths.reduce(0, +) == 7 * count * (count + 1) / 2)
  }
}
