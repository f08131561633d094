import Testing

@testable import Vellum

/// A navigation title's menu: iOS draws a chevron after the title, and tapping the title
/// opens the menu's actions (developer.apple.com/documentation/swiftui/toolbartitlemenu).
@MainActor
@Suite struct ToolbarTitleMenuTests {
  struct Notes: View {
    @State var order = "Date"
    var body: some View {
      NavigationStack {
        Text("Sorted by \(order)")
          .navigationTitle("Notes")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarTitleMenu {
              Button("Sort by Name") { order = "Name" }
            }
          }
      }
    }
  }

  @Test func theChevronFollowsTheTitle() {
    let host = ViewHost(Notes())
    let text = host.render(.text)
    #expect(text.contains("Notes ⌄"))
    #expect(!text.contains("Sort by Name"), "closed until tapped")
    let html = host.render(.html)
    #expect(html.contains(#"<h1 class="navigation-title">Notes</h1><div class="menu""#))
  }

  @Test func tappingTheTitleMenuRunsItsActions() throws {
    let host = ViewHost(Notes())
    try host.tap("Title Menu")
    #expect(host.render(.text).contains("Sort by Name"))
    try host.tap("Sort by Name")
    #expect(host.render(.text).contains("Sorted by Name"))
    #expect(!host.render(.text).contains("Sort by Name"), "an action closes the menu")
  }

  @Test func theModifierFormAddsTheSameMenu() throws {
    let host = ViewHost(
      NavigationStack {
        Text("Inbox").navigationTitle("Mail").toolbarTitleMenu { Button("Archive") {} }
      })
    try host.tap("Title Menu")
    #expect(host.render(.text).contains("Archive"))
  }

  @Test func voiceOverReadsTheMenuAfterTheTitle() {
    let lines = ViewHost(Notes()).render(.accessibility).split(separator: "\n")
    let title = lines.firstIndex { $0.contains("Notes") }
    let menu = lines.firstIndex { $0.contains("Title Menu") }
    #expect(title != nil && menu == title.map { $0 + 1 }, "\(lines)")
  }
}
