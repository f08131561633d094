import Foundation
import Testing
import Vellum
import VellumTesting

/// SwiftUI's geometry and graphics effects (issue 16, "Effects and text"): recorded in the
/// tree, CSS transforms and filters in HTML, and in text what cells can show.
@MainActor
@Suite struct EffectParityTests {
  @Test func everyEffectIsRecordedAndDrawnInCSS() {
    let view = VStack(alignment: .leading) {
      Text("Moved").offset(x: 8, y: -4)
      Text("Sized").offset(CGSize(width: 16, height: 0))
      Text("Scaled").scaleEffect(1.5)
      Text("Stretched").scaleEffect(x: -1, y: 2, anchor: .topLeading)
      Text("Squeezed").scaleEffect(CGSize(width: 0.5, height: 1))
      Text("Turned").rotationEffect(.degrees(45))
      Text("Flipped").rotation3DEffect(
        .degrees(180), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 0.5)
      Text("Moved, then turned").offset(x: 10).rotationEffect(.degrees(90))
      Text("Blurred").blur(radius: 4)
      Text("Filtered").brightness(0.2).saturation(0.5).grayscale(1).contrast(1.5)
        .hueRotation(.degrees(90)).colorInvert().colorMultiply(.blue)
      Text("Grouped").compositingGroup().drawingGroup()
      Text("Clipped").clipped()
      Text("Front").zIndex(2)
      Text("Masked").mask { Circle() }
      Text("Ghost").allowsHitTesting(false)
    }
    assertSnapshot(of: view, as: .tree, named: "effects")
    assertSnapshot(of: view, as: .html, named: "effects")
  }

  @Test func anOffsetMovesTheViewInTextWithoutMovingItsSiblings() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("first")
      Text("moved").offset(x: 64, y: 16)
      Text("third")
    }
    #expect(
      ViewHost(view).render(.text(width: 30)).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map { $0.trimmingCharacters(in: .whitespaces) } == ["first", "", "third   moved", ""])
  }

  /// An offset of a few points is less than half a cell: the view stays where it is instead of
  /// jumping a whole row onto its neighbour.
  @Test func aNudgeOfAFewPointsDoesNotMoveTheViewACell() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("More").offset(x: 2, y: 2)
      Text("Clip")
    }
    #expect(ViewHost(view).render(.text(width: 4)) == "More\nClip\n")
    let moved = VStack(alignment: .leading, spacing: 0) {
      Text("a")
      Text("Up").offset(y: -16)
    }
    #expect(ViewHost(moved).render(.text(width: 4)).hasPrefix(" Up\n"))
  }

  @Test func zIndexOrdersTheLayersOfAZStack() {
    let view = ZStack {
      Text("FRONT").zIndex(1)
      Text("back!")
    }
    #expect(ViewHost(view).render(.text(width: 10)).contains("FRONT"))
    let plain = ZStack {
      Text("FRONT")
      Text("back!")
    }
    #expect(ViewHost(plain).render(.text(width: 10)).contains("back!"))
  }

  @Test func aMaskThatShowsNothingHidesTheView() {
    let view = VStack {
      Text("clear").mask(Color.clear)
      Text("empty").mask { EmptyView() }
      Text("transparent").mask { Rectangle().opacity(0) }
      Text("shown").mask(Rectangle())
    }
    let text = ViewHost(view).render(.text(width: 20))
    #expect(!text.contains("clear") && !text.contains("empty") && !text.contains("transparent"))
    #expect(text.contains("shown"))
    #expect(ViewHost(view).render(.html).components(separatedBy: "visibility:hidden").count == 4)
  }

  @Test func controlsThatIgnoreTouchesCannotBeTapped() throws {
    struct Screen: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          Button("Behind") { taps += 1 }.allowsHitTesting(false)
          VStack { Button("Inside") { taps += 1 } }.allowsHitTesting(false)
          Button("Free") { taps += 1 }.allowsHitTesting(true)
          Text("\(taps) taps")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(throws: InteractionError.self) { try host.tap("Behind") }
    do {
      try host.tap("Inside")
      Issue.record("tapping a control inside allowsHitTesting(false) succeeded")
    } catch let error as InteractionError {
      #expect(error.kind == .ignoresTouches)
      #expect("\(error)".contains("allowsHitTesting(false)"))
      #expect(error.onScreen.contains("button \"Inside\" (ignores touches)"))
    }
    try host.tap("Free")
    #expect(host.render(.text(width: 20)).contains("1 taps"))
  }
}
