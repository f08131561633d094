import Testing
import Vellum
import VellumTesting

/// Rows and presentations that refuse an interaction (issue 17, "Lists and navigation
/// extras"), inspectors, and badges on tab items.
@MainActor
@Suite struct PresentationParityTests {
  @Test func lockedRowsKeepTheirEditControlsAway() throws {
    struct Chores: View {
      @State var chores = ["Dishes", "Locked", "Laundry"]
      var body: some View {
        List {
          ForEach(chores, id: \.self) { chore in
            Text(chore)
              .deleteDisabled(chore == "Locked")
              .moveDisabled(chore == "Locked")
          }
          .onDelete { chores.remove(atOffsets: $0) }
          .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
        }
        .environment(\.editMode, .constant(.active))
      }
    }
    let host = ViewHost(Chores())
    let text = host.render(.text(width: 30))
    #expect(text.contains("⊖ Dishes ≡"))
    #expect(text.contains("Locked") && !text.contains("⊖ Locked"))
    #expect(!host.render(.html).contains("edit-delete edit-move\"><span class=\"text\">Locked"))
    #expect(throws: InteractionError.self) { try host.delete(row: 1) }
    #expect(throws: InteractionError.self) { try host.move(row: 1, to: 0) }
    try host.delete(row: 0)
    #expect(!host.render(.text(width: 30)).contains("Dishes"))
  }

  @Test func aSheetThatDisablesInteractiveDismissalRefusesTheSwipe() throws {
    struct Editor: View {
      @State var isEditing = true
      @State var hasChanges = true
      var body: some View {
        Text("Document")
          .sheet(isPresented: $isEditing) {
            VStack {
              Text("Editing")
              Button("Discard") { hasChanges = false }
              Button("Close") { isEditing = false }
            }
            .interactiveDismissDisabled(hasChanges)
          }
      }
    }
    let host = ViewHost(Editor())
    do {
      try host.dismiss()
      Issue.record("the sheet was dismissed")
    } catch let error as InteractionError {
      #expect(error.kind == .dismissDisabled)
      #expect(error.description.contains("interactiveDismissDisabled"))
    }
    try host.tap("Discard")
    try host.dismiss()
    #expect(!host.render(.text(width: 30)).contains("Editing"))
  }

  @Test func anInspectorIsASheetAtCompactWidth() throws {
    struct Editor: View {
      @State var showsInspector = false
      var body: some View {
        Button("Format") { showsInspector = true }
          .inspector(isPresented: $showsInspector) {
            Text("Font: Body").inspectorColumnWidth(min: 200, ideal: 280, max: 400)
          }
      }
    }
    let host = ViewHost(Editor())
    try host.tap("Format")
    assertSnapshot(of: host, as: .text(width: 30), named: "inspector")
    #expect(host.render(.tree).contains("inspectorColumnWidth: 280"))
    try host.dismiss()
    #expect(!host.render(.text(width: 30)).contains("Font: Body"))
  }

  @Test func tabBadgesShowOnTheTabBar() {
    let view = TabView {
      Text("Inbox list")
        .tabItem { Label("Inbox", systemImage: "tray") }
        .badge(3)
      Text("Sent list")
        .tabItem { Label("Sent", systemImage: "paperplane") }
        .badge("New")
      Text("Drafts list")
        .tabItem { Text("Drafts") }
    }
    assertSnapshot(of: view, as: .text(width: 60), named: "tab-badges")
    let html = ViewHost(view).render(.html)
    #expect(html.contains("<span class=\"tab-badge\">3</span>"))
    #expect(!html.contains("has-badge"), "the badge is on the tab bar, not on the tab's content")
  }
}
