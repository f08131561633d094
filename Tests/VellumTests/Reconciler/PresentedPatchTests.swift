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

private struct DecoratedScreen: View {
  @State private var level = 0.0
  var body: some View {
    List {
      Text("Rows")
    }
    .background(
      HStack {
        Text("Level")
        Slider(value: $level, in: 0...1) { Text("Volume") }
      })
  }
}

/// A field on a screen and a field in the screen's toolbar, both typed into.
private struct FieldsScreen: View {
  @State private var name = ""
  @State private var search = ""
  var body: some View {
    TextField("Name", text: $name)
      .toolbar { TextField("Search", text: $search) }
  }
}

/// Two alerts on one view, shown together, and rows that end before the toolbar of their list.
private struct CrowdedScreen: View {
  @State private var warns = false
  @State private var rows = [1, 2, 3]
  var body: some View {
    Form {
      Button("Warn") { warns = true }
      Button("Rotate") { rows.append(rows.removeFirst()) }
      ForEach(rows, id: \.self) { Text("Row \($0)") }
    }
    .toolbar { Text("Tools") }
    .alert("First", isPresented: $warns) { Button("OK") {} }
    .alert("Second", isPresented: $warns) { Button("Fine") {} }
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

  /// A change inside a `.background` view is a `set` of the decorated node's attribute; it was
  /// addressed as if the background were a child ("no child with identity 1").
  @Test func changesInsideABackgroundSetTheDecoratedNodesAttribute() throws {
    let host = ViewHost(DecoratedScreen())
    try expectPatchesApply(host) { try host.slide("Volume", to: 0.5) }
    #expect(host.lastUpdate.patches.map(\.operation) == ["set"])
    #expect(
      host.lastUpdate.patches.first?.description.hasPrefix("set     List  background:") == true)
  }

  /// A toolbar's field changes inside the run of the view the toolbar is attached to; it was
  /// patched twice when both changed in one update.
  @Test func aChangeInsideANestedRunIsPatchedOnce() throws {
    let host = ViewHost(FieldsScreen())
    try expectPatchesApply(host) { try host.type("tacos", into: "Search") }
    try expectPatchesApply(host) { try host.type("Ada", into: "Name") }
    let patches = host.lastUpdate.patches.map(\.description)
    #expect(Set(patches).count == patches.count)
  }

  /// Two alerts on one view had the same identity ("two children have identity @Alert#true").
  @Test func twoAlertsOnOneViewHaveTheirOwnIdentities() throws {
    let host = ViewHost(CrowdedScreen())
    try expectPatchesApply(host) { try host.tap("Warn") }
    #expect(host.root.invariantViolations.isEmpty)
  }

  /// Moving the last row placed it "at end", after the toolbar attached to the form.
  @Test func rowsThatEndAListMoveBeforeItsToolbar() throws {
    let host = ViewHost(CrowdedScreen())
    try expectPatchesApply(host) { try host.tap("Rotate") }
    #expect(host.render(.patches).contains("before @Toolbar"))
  }
}
