import Foundation
import Testing
import Vellum

/// Custom geometry effects (issue 60): a modifier computes a transform from its content's
/// size, and the content is drawn with it without moving in the layout. Source: Apple's
/// documentation of `GeometryEffect` ("An effect that changes the visual appearance of a view,
/// largely without changing its ancestors or descendants… The only change the effect makes to
/// the view's ancestors and descendants is to change the coordinate transform to and from
/// them"), `effectValue(size:)`, `ProjectionTransform`, `projectionEffect(_:)` and
/// `transformEffect(_:)`.
@MainActor
@Suite struct GeometryEffectTests {
  /// The shake apps write for a wrong PIN.
  private struct Shake: GeometryEffect {
    var shakes: CGFloat
    var animatableData: CGFloat {
      get { shakes }
      set { shakes = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: 10 * sin(shakes * .pi / 2), y: 0))
    }
  }

  /// A mirror about the view's vertical middle: it needs the view's width.
  private struct Mirror: GeometryEffect {
    var animatableData: CGFloat {
      get { 0 }
      set {}
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0))
    }
  }

  @Test func aTranslationIsDrawnAsAnOffsetThatLeavesTheLayoutAlone() throws {
    struct PIN: View {
      @State private var attempts = 0
      var body: some View {
        VStack {
          Text("PIN").modifier(Shake(shakes: CGFloat(attempts)))
          Button("Try") { attempts += 1 }
        }
      }
    }
    let host = ViewHost(PIN())
    #expect(!host.render(.tree).contains("offset"))
    try host.tap("Try")
    let tree = host.render(.tree)
    #expect(tree.contains("offset: (x: 10, y: 0)"), "\(tree)")
    #expect(host.render(.html).contains("transform:translate(10px,0px)"))
  }

  @Test func anEffectGetsTheMeasuredSizeOfItsContent() throws {
    let host = ViewHost(Color.red.frame(width: 80, height: 20).modifier(Mirror()))
    let html = host.render(.html)
    #expect(html.contains("transform:matrix(-1,0,0,1,80,0)"), "\(html)")
    #expect(html.contains("transform-origin:0% 0%"), "\(html)")
  }

  @Test func transformAndProjectionEffectsTakeTheirTransform() {
    let flipped = ViewHost(Text("A").transformEffect(CGAffineTransform(scaleX: -1, y: 1)))
    #expect(flipped.render(.html).contains("matrix(-1,0,0,1,0,0)"))
    let identity = ViewHost(Text("A").projectionEffect(ProjectionTransform()))
    #expect(identity.render(.tree) == "Text text: \"A\"\n")
    let moved = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
      .concatenating(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0)))
    #expect(moved.m11 == 2 && moved.m31 == 5 && moved.isAffine)
  }
}
