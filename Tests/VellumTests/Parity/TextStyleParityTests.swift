import Testing
import Vellum
import VellumTesting

/// SwiftUI's text modifiers and `Font` constructors (issue 16, "Effects and text"): each is
/// recorded in the tree, drawn as CSS in HTML, and in text where cells can show it.
@MainActor
@Suite struct TextStyleParityTests {
  private let long = "The quick brown fox jumps over the lazy dog again and again"
  private let path = "/Users/someone/Documents/file.txt"

  @Test func lineLimitsAlignmentTruncationAndCase() {
    let view = VStack(alignment: .leading) {
      Text(long).lineLimit(2)
      Text(long).lineLimit(1).lineLimit(nil)
      VStack { Text(long).lineLimit(nil) }.lineLimit(1)
      Text("Centered lines of text wrap here and there").multilineTextAlignment(.center)
      Text("Trailing lines of text wrap here and there").multilineTextAlignment(.trailing)
      Text(path).lineLimit(1).truncationMode(.head)
      Text(path).lineLimit(1).truncationMode(.middle)
      Text(path).lineLimit(1).truncationMode(.tail)
      Text("Note").lineLimit(3, reservesSpace: true).border(Color.gray)
      Text(long).lineLimit(...1)
      Text("Short").lineLimit(2...4).border(Color.gray)
      Text("Open").lineLimit(2...).border(Color.gray)
      VStack { Text("Settings") }.textCase(.uppercase)
      Text("MiXeD").textCase(.lowercase)
    }
    assertSnapshot(of: view, as: .text(width: 24), named: "lines")
    assertSnapshot(of: view, as: .html, named: "lines")
  }

  @Test func aSectionHeaderKeepsItsCaseWithTextCaseNil() {
    let view = List {
      Section {
        Text("Row")
      } header: {
        Text("Recent Items").textCase(nil)
      }
    }
    let html = ViewHost(view).render(.html)
    #expect(html.contains("text-transform:none"))
  }

  @Test func redactionHidesTextUntilUnredacted() {
    let view = VStack(alignment: .leading) {
      Text("Loading value").redacted(reason: .placeholder)
      VStack(alignment: .leading) {
        Text("Hidden row")
        Text("Always shown").unredacted()
      }.redacted(reason: .placeholder)
      Text("1234 5678").privacySensitive().redacted(reason: .privacy)
      Text("Public").redacted(reason: .privacy)
      Text("Not redacted").redacted(reason: [])
    }
    assertSnapshot(of: view, as: .text(width: 24), named: "redaction")
    assertSnapshot(of: view, as: .html, named: "redaction")
  }

  @Test func viewsReadTheRedactionReasons() {
    struct Row: View {
      @Environment(\.redactionReasons) private var reasons
      var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "real") }
    }
    #expect(ViewHost(Row()).render(.tree).contains("\"real\""))
    #expect(
      ViewHost(Row().redacted(reason: .placeholder)).render(.tree).contains("placeholder\""))
  }

  @Test func weightsDesignsDecorationsAndSpacing() {
    let view = VStack(alignment: .leading) {
      VStack { Text("Semibold") }.fontWeight(.semibold)
      Text("Heavy").fontWeight(.heavy)
      Text("Rounded").fontDesign(.rounded)
      VStack { Text("Serif") }.fontDesign(.serif)
      Text("Condensed").fontWidth(.condensed)
      Text("Under").underline()
      Text("Dashed").underline(pattern: .dash, color: .red)
      VStack { Text("Struck") }.strikethrough(color: .gray)
      Text("Dotted").strikethrough(true, pattern: .dot)
      Text("Spaced").kerning(2)
      VStack { Text("Tracked") }.tracking(1.5)
      Text("m") + Text("2").baselineOffset(6)
      VStack { Text("12:30") }.monospacedDigit()
      Text("code").monospaced()
      Text(long).lineSpacing(6)
      Text("Shrinks").lineLimit(1).minimumScaleFactor(0.5).allowsTightening(true)
      Text("Order 42").textSelection(.enabled)
      Text("Plain").underline(false).strikethrough(false).monospaced(false).fontWeight(nil)
    }
    assertSnapshot(of: view, as: .tree, named: "styles")
    assertSnapshot(of: view, as: .html, named: "styles")
    assertSnapshot(of: view, as: .text(width: 30), named: "styles")
  }

  @Test func fontConstructorsAndFeatures() {
    let fonts: [Font] = [
      .system(size: 24), .system(size: 24, weight: .bold, design: .rounded),
      .system(.title, design: .serif), .system(.headline, weight: .black),
      .custom("Avenir Next", size: 17), .custom("Georgia", size: 28, relativeTo: .title),
      .custom("Menlo", fixedSize: 12), .body.monospaced(), .title.monospacedDigit(),
      .body.smallCaps(), .body.lowercaseSmallCaps(), .body.uppercaseSmallCaps(),
      .headline.width(.condensed), .body.leading(.loose), .caption.italic().bold(),
      .system(size: 12).width(.expanded).leading(.tight),
    ]
    let view = VStack(alignment: .leading) {
      ForEach(fonts.indices, id: \.self) { index in
        Text("Font \(index)").font(fonts[index])
      }
    }
    assertSnapshot(of: view, as: .tree, named: "fonts")
    assertSnapshot(of: view, as: .html, named: "fonts")
    #expect(Font.custom("O'Brien", size: 12) != Font.custom("O'Brien", fixedSize: 12))
  }

  @Test func interpolationsWithSpecifiersAndFormatters() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.minimumFractionDigits = 2
    let view = VStack {
      Text("ratio \(2.0 / 3, specifier: "%.2f")")
      Text("count \(42, specifier: "%04d")")
      Text("formatted \(NSNumber(value: 1.5), formatter: formatter)")
    }
    let text = ViewHost(view).render(.text)
    #expect(text.contains("ratio 0.67") && text.contains("count 0042"))
    #expect(text.contains("formatted 1.50"))
  }
}
