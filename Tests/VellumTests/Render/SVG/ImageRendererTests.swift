import Foundation
import Testing

@testable import Vellum

/// `ImageRenderer` draws a view alone at the size it chooses for the proposed size
/// (developer.apple.com/documentation/swiftui/imagerenderer: "the renderer uses the view's
/// ideal size" when `proposedSize` is unspecified), as an SVG since Linux has no bitmaps.
@MainActor
@Suite struct ImageRendererTests {
  @Test func theImageIsTheViewsIdealSize() {
    let renderer = ImageRenderer(content: Color.red.frame(width: 120, height: 40))
    let svg = renderer.svg
    #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40""##))
    #expect(svg.contains(##"<rect x="0" y="0" width="120" height="40" fill="rgb(255,59,48)"/>"##))
    #expect(!svg.contains("9:41"), "no status bar: the view alone")
  }

  @Test func theProposedSizeIsOfferedToTheContent() {
    let renderer = ImageRenderer(content: Color.blue)
    renderer.proposedSize = ProposedViewSize(width: 50, height: 30)
    #expect(
      renderer.svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="50" height="30""##))
  }

  @Test func anOpaqueImageFillsItsBackdrop() {
    let renderer = ImageRenderer(content: Text("Hi").padding())
    #expect(!renderer.svg.contains(##"fill="#FFFFFF""##))
    renderer.isOpaque = true
    #expect(renderer.svg.contains(##"fill="#FFFFFF""##))
    #expect(renderer.svg.contains(">Hi</text>"))
  }

  @Test func eachChangeIsAnnounced() {
    let renderer = ImageRenderer(content: Text("A"))
    var changes = 0
    let subscription = renderer.objectWillChange.sink { changes += 1 }
    renderer.content = Text("B")
    renderer.scale = 3
    renderer.label = Text("Badge")
    #expect(changes == 3)
    #expect(renderer.svg.contains(">B</text>"))
    _ = subscription
  }

  @Test func theUIKitImageIsNamedByTheLabel() throws {
    let renderer = ImageRenderer(content: Text("A"))
    renderer.label = Text("Score card")
    let image = try #require(renderer.uiImage)
    let host = ViewHost(Image(uiImage: image))
    #expect(host.render(.accessibility).contains("Score card"))
  }
}
