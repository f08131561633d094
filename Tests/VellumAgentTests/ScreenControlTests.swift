import Testing
import Vellum

/// Controls held between reading the screen and acting on it, as an agent or a live page
/// holds them.
@MainActor
@Suite struct ScreenControlTests {
  /// A button evaluated as a leaf (no record of its own, inside a `NavigationView` here) is
  /// read as a stand-in made afresh at each reading: the one read earlier is still driven.
  @Test func aLeafControlReadEarlierIsStillDriven() throws {
    var taps = 0
    let host = ViewHost(
      NavigationView {
        VStack {
          Button("Add") { taps += 1 }
          Button("Add") { taps += 10 }
        }
      })
    let controls = host.screenControls
    #expect(controls.map(\.name) == ["Add", "Add"])
    _ = host.screenControls
    try host.perform(on: controls[1]) { try host.tap("Add") }
    try host.perform(on: controls[0]) { try host.tap("Add") }
    #expect(taps == 11)
  }
}
