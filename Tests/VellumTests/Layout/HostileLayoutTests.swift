import Foundation
import Testing
import Vellum

/// Layouts that used to trap on ordinary or extreme input (issue: crash-free under hostile input).
/// Each renders, at every width it names, without trapping and within its width.
@MainActor
@Suite struct HostileLayoutTests {
  private func rendered(_ view: some View, width: Int) -> String {
    ViewHost(view).render(.text(width: width))
  }

  @Test func aLongFieldBesideABoldTitleFitsTheWidth() {
    let text = rendered(
      VStack {
        Text("Total").bold()
        TextField("Name", text: .constant(String(repeating: "x", count: 200)))
      }, width: 40)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }

  @Test func aFrameWiderThanTheScreenIsCutToIt() {
    let text = rendered(Text("ab").bold().frame(width: 80), width: 2)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 2 })
  }

  @Test func widthsBelowOneAndHugeWidthsAreClamped() {
    #expect(rendered(Text("Hi"), width: -1) == rendered(Text("Hi"), width: 1))
    #expect(rendered(Text("Hi"), width: Int.max) == rendered(Text("Hi"), width: 10_000))
  }

  @Test func hugeAndNonFiniteLengthsDoNotTrap() {
    for value in [1e30, .infinity, -.infinity, .nan, -5] as [CGFloat] {
      _ = rendered(Text("a").padding(value), width: 20)
      _ = rendered(Text("a").frame(width: value, height: value), width: 20)
      _ = rendered(
        VStack(spacing: value) {
          Text("a")
          Text("b")
        }, width: 20)
      _ = rendered(
        HStack {
          Spacer(minLength: value)
          Text("b")
        }, width: 20)
      _ = ViewHost(Text("a").padding(value).frame(width: value)).render(.html)
    }
  }

  @Test func aTallFrameIsBoundedNotAllocated() {
    let text = rendered(Text("a").frame(height: 1e9), width: 20)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 10_001)
  }

  @Test func htmlLengthsAreAlwaysFinite() {
    let html = ViewHost(
      VStack(spacing: .infinity) { Text("a").padding(.infinity).frame(width: .nan) }
    ).render(.html)
    #expect(!html.contains("inf") && !html.contains("nan"))
    #expect(html.contains("padding:0px 0px 0px 0px"))
  }

  @Test func carriageReturnsBreakLinesAndControlsShowAsPictures() {
    let lines = { (text: String) in
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(
      lines(rendered(Text(verbatim: "one\r\ntwo\rthree"), width: 20)) == ["one", "two", "three"])
    #expect(
      lines(rendered(Text(verbatim: "a\u{7F}bc\u{0}d"), width: 20)) == ["a\u{2421}bc\u{2400}d"])
    let html = ViewHost(Text(verbatim: "a\u{0}b\u{1B}c\u{7F}")).render(.html)
    #expect(html.contains("a\u{2400}b\u{241B}c\u{2421}"))
    #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  /// The lines of a text at the leading edge, so centring does not shift them.
  private func leading(_ text: String, width: Int) -> [Substring] {
    rendered(
      Text(verbatim: text).frame(maxWidth: .infinity, alignment: .leading), width: width
    ).split(separator: "\n")
  }

  @Test func tabsMoveToTheNextStopAndSpacesAreKept() {
    #expect(leading("a\tb", width: 20) == ["a       b"])
    #expect(leading("name:\tTacos\tno\t.", width: 40) == ["name:   Tacos   no      ."])
    #expect(leading("1  2   3", width: 20) == ["1  2   3"])
  }

  @Test func spacesAtAWrapHangOffTheLine() {
    #expect(leading("aaaa    bbbb   ", width: 6) == ["aaaa", "bbbb"])
  }

  @Test func devanagariLinesFitTheWidth() {
    let text = leading(String(repeating: "नमस्ते ", count: 6), width: 12)
    #expect(text == ["नमस्ते नमस्ते", "नमस्ते नमस्ते", "नमस्ते नमस्ते"])
  }
}
