import Testing
import Vellum

/// VoiceOver's adjust, scroll and zoom gestures and label-view actions (issue 60), performed as
/// named accessibility actions.
///
/// Sources: Apple's documentation of `accessibilityAdjustableAction(_:)` ("Adds an
/// accessibility adjustable action to the view. Actions allow assistive technologies, such as
/// the VoiceOver, to interact with the view by invoking the action"), `AccessibilityAdjustmentDirection`,
/// `accessibilityScrollAction(_:)`, `accessibilityZoomAction(_:)`,
/// `accessibilityAction(action:label:)`, `accessibilityIgnoresInvertColors(_:)` and
/// `accessibilityShowsLargeContentViewer()`.
@MainActor
@Suite struct AccessibilityGestureTests {
  private struct Rating: View {
    @State private var stars = 3
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Text("Rating \(stars)")
          .accessibilityAdjustableAction { direction in
            stars += direction == .increment ? 1 : -1
          }
        Text("Carousel")
          .accessibilityScrollAction { log.append("scroll \($0)") }
          .accessibilityZoomAction { log.append($0.direction == .zoomIn ? "in" : "out") }
          .accessibilityAction {
            log.append("archived")
          } label: {
            Label("Archive", systemImage: "archivebox")
          }
          .accessibilityIgnoresInvertColors()
          .accessibilityShowsLargeContentViewer()
          .accessibilityShowsLargeContentViewer { Text("Big") }
        Text(log.joined(separator: ","))
      }
    }
  }

  @Test func voiceOverGesturesArePerformedAsNamedActions() throws {
    let host = ViewHost(Rating())
    try host.performAccessibilityAction("increment", on: "Rating 3")
    try host.performAccessibilityAction("increment", on: "Rating 4")
    try host.performAccessibilityAction("decrement", on: "Rating 5")
    #expect(host.root.visibleText.hasPrefix("Rating 4"))
    try host.performAccessibilityAction("scroll trailing", on: "Carousel")
    try host.performAccessibilityAction("zoom in", on: "Carousel")
    try host.performAccessibilityAction("Archive", on: "Carousel")
    #expect(host.root.visibleText.hasSuffix("scroll trailing,in,archived"))
    #expect(throws: InteractionError.self) {
      try host.performAccessibilityAction("increment", on: "Carousel")
    }
  }
}
