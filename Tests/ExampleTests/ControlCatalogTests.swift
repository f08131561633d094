import Testing
import Vellum
import VellumTesting

@testable import ControlCatalogExample

/// The catalog of every everyday control, as text and as HTML: the gallery's control screens,
/// held as snapshots so a change to how a control is drawn is read before it lands.
@MainActor
@Suite struct ControlCatalogTests {
  @Test func everyControlAsTextAndHTML() throws {
    let host = ViewHost(ControlsView())
    assertSnapshot(of: host, as: .text, named: "controls")
    assertSnapshot(of: host, as: .html, named: "controls")
    try host.toggle("Bluetooth")
    try host.increment("Servings: 4")
    try host.select("L", in: "Size")
    #expect(host.render(.text).contains("⌔ Bluetooth" + String(repeating: " ", count: 34) + "[on]"))
    #expect(host.render(.text).contains("| S | M | [L] |"))
    #expect(host.render(.html).contains("<span class=\"text\">Servings: 5</span>"))
  }

  @Test func theTabBarAsTextAndHTML() {
    let host = ViewHost(TabsView())
    assertSnapshot(of: host, as: .text, named: "tabs")
    assertSnapshot(of: host, as: .html, named: "tabs")
  }

  /// An overlay on a list is sized by the list, which fills the screen: an empty list's empty
  /// state shows whole, though the list has no rows to give it height.
  @Test func anEmptyListShowsTheEmptyStateLaidOverIt() {
    let host = ViewHost(EmptyListView())
    assertSnapshot(of: host, as: .text, named: "empty-list")
    assertSnapshot(of: host, as: .html, named: "empty-list")
    #expect(host.render(.text).contains("     Reminders you add appear here.\n"))
  }

  @Test func eachPresentationAsTextAndHTML() throws {
    for (shown, name) in [
      (PresentationsView.Shown.sheet, "sheet"), (.alert, "alert"), (.dialog, "dialog"),
    ] {
      let host = ViewHost(PresentationsView(showing: shown))
      assertSnapshot(of: host, as: .text, named: name)
      assertSnapshot(of: host, as: .html, named: name)
    }
  }

  @Test func theSplitViewSideBySideOnAnIPad() {
    let host = ViewHost(SplitView(), variant: .device(.iPadLandscape))
    assertSnapshot(of: host, as: .text, named: "split")
    assertSnapshot(of: host, as: .html, named: "split")
  }
}
