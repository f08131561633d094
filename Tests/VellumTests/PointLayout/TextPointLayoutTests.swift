import Testing

@testable import Vellum
@testable import VellumLayout

/// Text measured with font metrics, in points on an iPhone 15.
///
/// Sources: Apple's Human Interface Guidelines, Typography (Dynamic Type sizes at the Large
/// default: body 17, large title 34, caption 12); `UIFont.lineHeight` of San Francisco (body
/// 20.29 points, drawn 20⅓ on a 3× screen); Apple's documentation of `Text`, `lineLimit(_:)`,
/// `minimumScaleFactor(_:)`, `lineSpacing(_:)` and `textCase(_:)` — a text wraps at word
/// boundaries to the width it is offered and is as wide as its longest line.
@MainActor @Suite struct TextPointLayoutTests {
  private let line = 61.0 / 3

  @Test func aLineOfBodyTextIsTwentyAndAThirdPointsTall() {
    let probe = PointLayoutProbe { Text("Hi") }
    #expect(abs(probe.text("Hi")!.height - line) < 1e-9)
  }

  @Test func aTextIsAsWideAsItsAdvances() {
    let probe = PointLayoutProbe { Text("Hello") }
    #expect(probe.text("Hello")?.width == FontMetrics(font: nil).width(of: "Hello"))
  }

  @Test func aTextWrapsAtWordsToTheWidthOffered() {
    let text = "The quick brown fox jumps over the lazy dog"
    let probe = PointLayoutProbe { Text(text).frame(width: 100) }
    let frame = probe.text(text)!
    #expect(frame.width <= 100)
    let lines = frame.height / line
    #expect(lines >= 3)
    #expect(abs(lines - lines.rounded()) < 1e-9)
  }

  @Test func aWrappedTextIsAsWideAsItsLongestLine() {
    let probe = PointLayoutProbe { Text("Hello Hello").frame(width: 60) }
    #expect(probe.text("Hello Hello")?.width == FontMetrics(font: nil).width(of: "Hello"))
  }

  @Test func aLineLimitOfOneCutsTheText() {
    let text = "The quick brown fox jumps over the lazy dog"
    let probe = PointLayoutProbe { Text(text).lineLimit(1).frame(width: 100) }
    // Cut at the tail with an ellipsis: the line runs nearly to the edge, never past it.
    #expect(abs(probe.text(text)!.height - line) < 1e-9)
    #expect(probe.text(text)!.width <= 100)
    #expect(probe.text(text)!.width > 90)
  }

  @Test func aLineLimitOfTwoKeepsTwoLines() {
    let text = "The quick brown fox jumps over the lazy dog"
    let probe = PointLayoutProbe { Text(text).lineLimit(2).frame(width: 100) }
    #expect(abs(probe.text(text)!.height - 2 * line) < 1e-9)
  }

  @Test func aShortHeightKeepsTheLinesThatFit() {
    let text = "The quick brown fox jumps over the lazy dog"
    let probe = PointLayoutProbe { Text(text).frame(width: 100, height: 30) }
    #expect(abs(probe.text(text)!.height - line) < 1e-9)
  }

  @Test func aLargeTitleLineIsSizedForThirtyFourPoints() {
    let probe = PointLayoutProbe { Text("Title").font(.largeTitle) }
    #expect(abs(probe.text("Title")!.height - 122.0 / 3) < 1e-9)
  }

  @Test func aSystemFontOfTwentyPointsIsTwentyFourPointsTall() {
    let probe = PointLayoutProbe { Text("Title").font(.system(size: 20)) }
    #expect(abs(probe.text("Title")!.height - 24) < 1e-9)
  }

  @Test func aMinimumScaleFactorShrinksTextToFit() {
    // The corpus's bug: `minimumScaleFactor` had no effect.
    let text = "Hello, World! Hello!"
    let probe = PointLayoutProbe {
      Text(text).lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)
    }
    #expect(probe.text(text)!.height < line)
    #expect(probe.text(text)!.width <= 100)
  }

  @Test func boldTextIsWider() {
    let probe = PointLayoutProbe {
      VStack {
        Text("Hello").bold()
        Text("Hello!")
      }
    }
    let bold = probe.placed.first { $0[.text] == .string("Hello") }!.frame!
    #expect(bold.width > FontMetrics(font: nil).width(of: "Hello"))
  }

  @Test func uppercaseTextMeasuresItsCapitals() {
    let probe = PointLayoutProbe { Text("Hello").textCase(.uppercase) }
    #expect(probe.text("Hello")?.width == FontMetrics(font: nil).width(of: "HELLO"))
  }

  @Test func aNewlineStartsALine() {
    let probe = PointLayoutProbe { Text("A\nB") }
    #expect(abs(probe.text("A\nB")!.height - 2 * line) < 1e-9)
  }

  @Test func aWordWiderThanTheLineBreaksInside() {
    let probe = PointLayoutProbe { Text("Supercalifragilistic").frame(width: 50) }
    #expect(probe.text("Supercalifragilistic")!.width <= 50)
    #expect(probe.text("Supercalifragilistic")!.height > 2 * line)
  }

  @Test func lineSpacingAddsSpaceBetweenLines() {
    let probe = PointLayoutProbe { Text("A\nB").lineSpacing(10) }
    #expect(abs(probe.text("A\nB")!.height - (2 * line + 10)) < 1e-9)
  }

  @Test func eachStyleGrowsByItsOwnStepsWithTheTextSize() {
    // Apple's Dynamic Type table (Human Interface Guidelines, Typography): at the fifth
    // accessibility size a large title is 60 points and body text 53 — not 34 × 53 / 17.
    let host = ViewHost(
      VStack {
        Text("Title").font(.largeTitle)
        Text("Body")
      }, variant: .largestText)
    let placed = PointLayout(screen: .iPhone15).layout(host.root)
    func height(_ text: String) -> Double? {
      placed.first { $0[.text] == .string(text) }?.frame?.height
    }
    #expect(height("Title") == FontMetrics(size: 60).lineHeight)
    #expect(height("Body") == FontMetrics(size: 53).lineHeight)
  }

  @Test func aCaptionIsNarrowerThanBodyText() {
    let probe = PointLayoutProbe { Text("Hello").font(.caption) }
    #expect(probe.text("Hello")!.width < FontMetrics(font: nil).width(of: "Hello"))
  }

  /// Unicode's combining marks take no advance of their own: "é" written as "e" and U+0301 is
  /// as wide as "e". The letters of a text that holds one are measured as ASCII's are.
  @Test func aCombiningMarkAddsNoWidth() {
    let body = FontMetrics(font: nil)
    #expect(body.width(of: "Cafe\u{301} au lait") == body.width(of: "Cafe au lait"))
    #expect(body.width(of: "Caf\u{E9}") > body.width(of: "Caf"))
  }
}
