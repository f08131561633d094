import Testing
import Vellum

private struct SheetScreen: View {
  @State private var showsSheet = false
  @State private var showsAlert = false
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Open") { showsSheet = true }
    }
    .sheet(isPresented: $showsSheet) {
      VStack {
        Text("Count \(count)")
        Button("Add") { count += 1 }
        Button("Warn") { showsAlert = true }
      }
      .alert("Careful", isPresented: $showsAlert) {
        Button("Add from alert") { count += 10 }
      }
    }
  }
}

private struct ToolbarScreen: View {
  @State private var isEditing = false
  var body: some View {
    NavigationStack {
      Text("Recipes")
        .toolbar {
          Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        }
    }
  }
}

/// Patches of content inside presentations name the presenting node, so they apply to the tree
/// before the update (they used to start at the sheet and fail: "no child with identity …").
@MainActor
@Suite struct PresentedPatchTests {
  private func expectPatchesApply(_ host: ViewHost, _ step: () throws -> Void) throws {
    let before = host.root
    try step()
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
  }

  @Test func changesInsideASheetAndAnAlertInItPatchTheTree() throws {
    let host = ViewHost(SheetScreen())
    try expectPatchesApply(host) { try host.tap("Open") }
    try expectPatchesApply(host) { try host.tap("Add") }
    try expectPatchesApply(host) { try host.tap("Warn") }
    try expectPatchesApply(host) { try host.tap("Add from alert") }
    #expect(host.render(.text).contains("Count 11"))
    try expectPatchesApply(host) { try host.dismiss() }
  }

  @Test func changesInsideAToolbarItemPatchTheTree() throws {
    let host = ViewHost(ToolbarScreen())
    try expectPatchesApply(host) { try host.tap("Edit") }
    try expectPatchesApply(host) { try host.tap("Done") }
  }
}
