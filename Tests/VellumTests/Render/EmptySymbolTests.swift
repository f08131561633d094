import Testing

@testable import Vellum
@testable import VellumLayout

/// `Image(systemName: "")` draws nothing on iOS: no placeholder, no space, nothing for
/// VoiceOver to read (UIKit's `UIImage(systemName: "")` is nil, and SwiftUI's image of it is
/// empty). Apps write it for "no icon" (`Image(systemName: item.icon ?? "")`).
@MainActor
@Suite struct EmptySymbolTests {
  private struct Column: View {
    var body: some View {
      VStack(spacing: 0) {
        Text("Above")
        Image(systemName: "")
        Text("Below")
      }
    }
  }

  @Test func theTextRenderingShowsNothingForIt() {
    let text = ViewHost(Column()).render(.text)
    #expect(!text.contains("◌"))
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let above = lines.firstIndex(of: "Above")
    #expect(above.map { lines[$0 + 1] } == "Below")
  }

  @Test func itTakesNoSpaceInThePointLayout() {
    let probe = PointLayoutProbe { Column() }
    let above = probe.text("Above")!
    let below = probe.text("Below")!
    #expect(below.minY == above.maxY)
  }

  @Test func theImageDrawsNothingAndHTMLHidesIt() {
    let image = ViewHost(Image(systemName: "")).render(.svg)
    let unknown = ViewHost(Image(systemName: "no.such.symbol")).render(.svg)
    // The unknown name draws its placeholder; the empty one adds nothing to the screen.
    #expect(unknown.count > image.count)
    let html = ViewHost(Image(systemName: "")).render(.html)
    #expect(html.contains(#"aria-hidden="true""#))
    #expect(!html.contains("<svg"))
  }

  @Test func voiceOverReadsNothingAndTheAuditAsksForNoLabel() {
    let host = ViewHost(Column())
    let read = host.render(.accessibility)
    #expect(read.contains("Above"))
    #expect(!read.contains("image"))
    #expect(host.root.accessibilityAudit().isEmpty)
  }
}
