import Foundation
import Testing

@testable import Vellum

/// The byte scan texts use to look for Markdown and `%` when they are made.
@Suite struct StringBytesTests {
  @Test func findsABytePassingTheTestInSmallLargeAndBridgedStrings() {
    let percent = { (byte: UInt8) in byte == UInt8(ascii: "%") }
    #expect("50 %".containsByte(where: percent))
    #expect(!"fifty".containsByte(where: percent))
    let large = String(repeating: "row ", count: 40)
    #expect(!large.containsByte(where: percent))
    #expect((large + "%").containsByte(where: percent))
    let bridged = NSString(string: "a_b") as String
    #expect(bridged.containsByte(where: MarkdownText.isSpecial))
    #expect(!"Row 7 & <b>".containsByte(where: MarkdownText.isSpecial))
  }
}
