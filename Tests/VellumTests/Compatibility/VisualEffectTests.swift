import Testing

@testable import Vellum

/// iOS 17's `visualEffect(_:)` and `scrollTransition` (developer.apple.com/documentation/
/// swiftui/view/scrolltransition(_:axis:transition:)) compile as carousels write them; a
/// visual effect sees the view's geometry, and a still screen shows every view at rest
/// (issue 60).
@MainActor
@Suite struct VisualEffectTests {
  @Test func aScrollTransitionShowsTheViewAtRest() {
    let tree = ViewHost(
      ScrollView(.horizontal) {
        HStack {
          ForEach(["A", "B"], id: \.self) { name in
            Text(name)
              .scrollTransition { content, phase in
                content.opacity(phase.isIdentity ? 0.9 : 0.2).scaleEffect(1 - abs(phase.value) / 2)
              }
              .scrollTransition(topLeading: .animated, bottomTrailing: .identity) {
                content, phase in
                content.blur(radius: phase.isIdentity ? 0 : 8)
              }
          }
        }
      }
    ).render(.tree)
    #expect(tree.components(separatedBy: "opacity: 0.9").count == 3)
    #expect(!tree.contains("opacity: 0.2"))
  }

  @Test func aVisualEffectSeesTheViewsGeometry() {
    let tree = ViewHost(
      Text("Tall").frame(width: 120, height: 80)
        .visualEffect { content, proxy in
          content.opacity(proxy.size.height == 80 ? 0.5 : 1).offset(x: proxy.size.width / 4)
        }
    ).render(.tree)
    #expect(tree.contains("opacity: 0.5"))
    #expect(tree.contains("x: 30"))
  }

  @Test func phasesHaveSwiftUIsValues() {
    #expect(ScrollTransitionPhase.topLeading.value == -1)
    #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(ScrollTransitionConfiguration.Threshold.visible(1.5).visibility == 1)
  }
}
