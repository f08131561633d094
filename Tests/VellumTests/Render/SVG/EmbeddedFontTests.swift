import Foundation
import Testing

@testable import Vellum
@testable import VellumLayout
@testable import VellumRenderers

/// Inter embedded in what Vellum paints, so an image or a page looks the same on a machine
/// without the font and with no network: the SVG image carries the faces its lines are set in,
/// a standalone page all four. (`.ci/browser-check` checks that Chromium sets each line of the
/// gallery's images at the width the layout measured, within half a point.)
@MainActor
@Suite struct EmbeddedFontTests {
  /// The `@font-face` rules in `css`, as their `font-weight` ranges.
  private func faceWeights(_ css: String) -> [String] {
    css.components(separatedBy: "@font-face{").dropFirst().compactMap { rule in
      rule.components(separatedBy: "font-weight:").dropFirst().first?
        .components(separatedBy: ";").first
    }
  }

  @Test func anImageEmbedsTheFacesItsLinesAreSetIn() {
    // Bold body text, and the status bar's clock in semibold: no regular or medium line.
    let image = ViewHost(Text("Hi").bold()).render(.svg)
    let style = image.components(separatedBy: "<style>").dropFirst().first?
      .components(separatedBy: "</style>").first
    #expect(faceWeights(style ?? "") == ["550 649", "650 1000"])
    #expect(image.contains("font-weight=\"700\""))
  }

  @Test func eachFaceIsAWOFF2File() throws {
    for face in FontMetrics.Face.allCases {
      let data = try #require(Data(base64Encoded: EmbeddedFont.data(of: face)), "\(face)")
      #expect(data.prefix(4) == Data("wOF2".utf8), "\(face)")
      #expect(data.count > 8_000, "\(face)")
    }
  }

  @Test func eachWeightIsDrawnByTheFaceThatMeasuredIt() {
    // SwiftUI's weights from ultra light (100) to black (900): the ranges the rules declare
    // are the ones FontMetrics measures with, so no weight is measured in one face and drawn
    // in another.
    for weight in stride(from: 100, through: 900, by: 50) {
      let face = FontMetrics.Face(weight: weight)
      #expect(face.weights.contains(weight))
      #expect(FontMetrics(size: 17, weight: weight).face == face)
    }
    #expect(FontMetrics.Face(weight: 400) == .regular)
    #expect(FontMetrics.Face(weight: 600) == .semibold)
  }

  @Test func aStandalonePageEmbedsEveryFaceAndSetsItsTextInInter() {
    let page = ViewHost(Text("Hi")).render(.htmlPage(title: "Hi"))
    #expect(faceWeights(page) == ["1 449", "450 549", "550 649", "650 1000"])
    #expect(page.contains("font:17px/1.3 Inter,"))
    // A fragment is markup to put in a page of one's own: it carries no fonts.
    #expect(!ViewHost(Text("Hi")).render(.html).contains("@font-face"))
  }
}
