import Testing
import Vellum
import VellumTesting

@testable import PushButtonExample

@MainActor
@Suite struct PushButtonTests {
  @Test func tappingRememberMeFlipsTheTextFromOffToOn() throws {
    let host = ViewHost(ContentView())
    #expect(host.root.visibleText == "Remember Me Off")
    try host.tap("Remember Me")
    #expect(host.root.visibleText == "Remember Me On")
    try host.tap("Remember Me")
    #expect(host.root.visibleText == "Remember Me Off")
  }

  @Test func theTreeShowsTheGradientCapsuleAndShadowOfEachState() throws {
    let host = ViewHost(ContentView())
    #expect(
      host.render(.tree) == """
        VStack
          Button padding: 16, background: LinearGradient([white(0.6), white(0.4)], top → bottom), \
        foregroundColor: white, clipShape: Capsule, shadow: (radius: 5)
            Text text: "Remember Me"
          Text text: "Off"

        """)
    try host.tap("Remember Me")
    #expect(
      host.render(.tree) == """
        VStack
          Button padding: 16, background: LinearGradient([red, yellow], top → bottom), \
        foregroundColor: white, clipShape: Capsule, shadow: (radius: 0)
            Text text: "Remember Me"
          Text text: "On"

        """)
  }

  @Test func aTapRunsTheBodiesOfTheOwnerAndTheButtonOnce() throws {
    let host = ViewHost(ContentView())
    try host.tap("Remember Me")
    #expect(host.lastUpdate.evaluatedViews == ["ContentView", "PushButton"])
  }

  @Test func theScreenAsTextAndHTMLAndItsFlow() async {
    assertSnapshot(of: ContentView(), as: .text)
    assertSnapshot(of: ContentView(), as: .html)
    await assertSnapshots(
      of: ViewHost(ContentView()), steps: [.tap("Remember Me"), .tap("Remember Me")])
  }
}
