import Observation
import Testing
import Vellum
import VellumTesting

@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Editor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""

  var body: some View {
    VStack {
      TextField("Title", text: $title)
      Button("Done") { dismiss() }
    }
  }
}

private struct SheetScreen: View {
  let log: Log
  @State private var isEditing = false

  var body: some View {
    VStack {
      Text(isEditing ? "editing" : "idle")
      Button("Add") { isEditing = true }
      Button("Close from outside") { isEditing = false }
    }
    .sheet(isPresented: $isEditing, onDismiss: { log.entries.append("dismissed") }) {
      Editor()
    }
  }
}

private struct Recipe: Identifiable, Hashable {
  let id: Int
}

private struct ItemScreen: View {
  let log: Log
  @State private var recipe: Recipe?

  var body: some View {
    VStack {
      Button("Open 1") { recipe = Recipe(id: 1) }
    }
    .sheet(item: $recipe, onDismiss: { log.entries.append("dismissed") }) { recipe in
      VStack {
        Text("Recipe \(recipe.id)")
        Editor()
        Button("Next") { self.recipe = Recipe(id: recipe.id + 1) }
      }
    }
  }
}

private struct AlertScreen: View {
  let log: Log
  @State private var confirming = false
  @State private var choosing = false

  var body: some View {
    VStack {
      Button("Delete") { confirming = true }
      Button("Options") { choosing = true }
    }
    .alert("Delete recipe?", isPresented: $confirming) {
      Button("Delete", role: .destructive) { log.entries.append("deleted") }
      Button("Keep", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
    .confirmationDialog("Share", isPresented: $choosing, titleVisibility: .visible) {
      Button("Copy") { log.entries.append("copied") }
    }
  }
}

private struct Prime: Identifiable {
  let value: Int
  var id: Int { value }
}

/// Seed 001's alert, with the corrections' `alert(item:)` and a legacy `Alert`.
private struct NthPrimeScreen: View {
  @State private var alertNthPrime: Prime?

  var body: some View {
    Button("What is the 4th prime?") { alertNthPrime = Prime(value: 7) }
      .alert(item: $alertNthPrime) { n in
        Alert(title: Text("The 4th prime is \(n.value)"), dismissButton: .default(Text("OK")))
      }
  }
}

private struct NestedScreen: View {
  @State private var showsSheet = false
  @State private var showsAlert = false

  var body: some View {
    Button("Open") { showsSheet = true }
      .sheet(isPresented: $showsSheet) {
        Button("Warn") { showsAlert = true }
          .alert("Careful", isPresented: $showsAlert) { Button("OK") {} }
      }
  }
}

private struct CoverScreen: View {
  @State private var covering = false
  @State private var popping = false

  var body: some View {
    VStack {
      Button("Cover") { covering = true }
      Button("Pop") { popping = true }
    }
    .fullScreenCover(isPresented: $covering) { Text("Covered") }
    .popover(isPresented: $popping) { Text("Popped") }
  }
}

@MainActor
@Suite struct PresentationTests {
  @Test func aSheetIsAChildNodeOfThePresenterAndDismissesThroughTheEnvironment() throws {
    let log = Log()
    let host = ViewHost(SheetScreen(log: log))
    try host.tap("Add")
    #expect(host.render(.tree).contains("  Sheet #true\n    VStack\n      TextField"))
    try host.type("Tacos", into: "Title")
    try host.tap("Done")
    #expect(host.root.visibleText == "idle Add Close from outside")
    #expect(log.entries == ["dismissed"])
  }

  @Test func everyDismissalPathResetsTheBindingAndCallsOnDismissOnce() throws {
    let log = Log()
    let host = ViewHost(SheetScreen(log: log))
    try host.tap("Add")
    try host.dismiss()
    #expect(host.root.visibleText == "idle Add Close from outside")
    #expect(log.entries == ["dismissed"])

    try host.tap("Add")
    #expect(throws: InteractionError.self) { try host.tap("Close from outside") }
    try host.dismiss()
    #expect(log.entries == ["dismissed", "dismissed"])
    #expect(
      throws: InteractionError(
        action: "dismiss", label: "", kind: .nothingPresented,
        onScreen: [
          "button \"Add\"", "button \"Close from outside\"",
        ])
    ) {
      try host.dismiss()
    }
  }

  @Test func aSheetWhoseItemChangesIsReplaced() throws {
    let log = Log()
    let host = ViewHost(ItemScreen(log: log))
    try host.tap("Open 1")
    try host.type("draft", into: "Title")
    try host.tap("Next")
    #expect(host.render(.tree).contains("Text text: \"Recipe 2\""))
    #expect(host.render(.tree).contains("TextField title: \"Title\", text: $\"\""))
    #expect(log.entries == ["dismissed"])
    try host.dismiss()
    #expect(log.entries == ["dismissed", "dismissed"])
  }

  @Test func tappingAnAlertButtonRunsItAndDismissesTheAlert() throws {
    let log = Log()
    let host = ViewHost(AlertScreen(log: log))
    try host.tap("Delete")
    #expect(
      host.render(.tree).contains(
        """
          Alert #true title: "Delete recipe?"
            Message
              Text text: "This cannot be undone."
            Button role: destructive
        """))
    try host.tap("Delete")
    #expect(log.entries == ["deleted"])
    #expect(!host.render(.tree).contains("Alert"))
    try host.tap("Options")
    try host.tap("Cancel")
    try host.tap("Options")
    try host.tap("Copy")
    #expect(log.entries == ["deleted", "copied"])
  }

  @Test func legacyAlertsForAnItemShowTheirTitleAndDefaultButton() throws {
    let host = ViewHost(NthPrimeScreen())
    try host.tap("What is the 4th prime?")
    #expect(host.root.visibleText.contains("The 4th prime is 7"))
    try host.tap("OK")
    #expect(!host.render(.tree).contains("Alert"))
  }

  @Test func nestedPresentationsScopeInteractionsToTheTopMostOne() throws {
    let host = ViewHost(NestedScreen())
    try host.tap("Open")
    try host.tap("Warn")
    #expect {
      try host.tap("Warn")
    } throws: { error in
      "\(error)"
        == "tap \"Warn\": nothing on screen matches. In the presented Alert \"Careful\": button \"OK\""
    }
    try host.tap("OK")
    try host.tap("Warn")
    try host.dismiss()
    try host.dismiss()
    #expect(host.root.visibleText == "Open")
  }

  @Test func coversAndPopoversPresentTheirContent() throws {
    let host = ViewHost(CoverScreen())
    try host.tap("Cover")
    #expect(host.render(.tree).contains("FullScreenCover #true"))
    try host.dismiss()
    try host.tap("Pop")
    #expect(host.render(.tree).contains("Sheet #true"))
  }

  @Test func theScreenWithASheetAndAnAlertAsTextAndHTML() throws {
    let host = ViewHost(SheetScreen(log: Log()))
    try host.tap("Add")
    assertSnapshot(of: host, as: .text(width: 40), named: "sheet")
    assertSnapshot(of: host, as: .html, named: "sheet")
    let alert = ViewHost(AlertScreen(log: Log()))
    try alert.tap("Delete")
    assertSnapshot(of: alert, as: .text(width: 40), named: "alert")
    assertSnapshot(of: alert, as: .html, named: "alert")
    let dialog = ViewHost(AlertScreen(log: Log()))
    try dialog.tap("Options")
    assertSnapshot(of: dialog, as: .text(width: 40), named: "confirmation-dialog")
    assertSnapshot(of: dialog, as: .html, named: "confirmation-dialog")
  }
}

@Observable
@MainActor
private final class Flow {
  var showsSheet = false
  var failure: String?
  var showsError = false
}

private struct ModelDriven: View {
  @Bindable var flow: Flow
  let log: Log

  var body: some View {
    Text("Screen")
      .sheet(isPresented: $flow.showsSheet, onDismiss: { log.entries.append("sheet dismissed") }) {
        Text("Sheet")
      }
      .alert("Failed", isPresented: $flow.showsError, presenting: flow.failure) { _ in
        Button("Retry") { log.entries.append("retry") }
      } message: { failure in
        Text("Reason: \(failure)")
      }
      .alert(isPresented: .constant(false)) { Alert(title: Text("Never")) }
  }
}

private struct LegacyAlert: View {
  @State private var shows = false
  var body: some View {
    Button("Ask") { shows = true }
      .alert(isPresented: $shows) {
        Alert(
          title: Text("Remove?"), message: Text("It goes away."),
          primaryButton: .destructive(Text("Remove")), secondaryButton: .cancel())
      }
  }
}

@MainActor
@Suite struct ModelDrivenPresentationTests {
  @Test func settingTheBindingToFalseDismissesAndCallsOnDismissOnce() {
    let flow = Flow()
    let log = Log()
    let host = ViewHost(ModelDriven(flow: flow, log: log))
    flow.showsSheet = true
    #expect(host.root.visibleText == "Screen Sheet")
    flow.showsSheet = false
    #expect(host.root.visibleText == "Screen")
    #expect(log.entries == ["sheet dismissed"])
    #expect(host.root.visibleText == "Screen")
    #expect(log.entries == ["sheet dismissed"])
  }

  @Test func anAlertPresentingDataShowsItAndItsActions() throws {
    let flow = Flow()
    let log = Log()
    let host = ViewHost(ModelDriven(flow: flow, log: log))
    flow.showsError = true
    #expect(!host.render(.tree).contains("Alert"))
    flow.failure = "offline"
    #expect(host.root.visibleText.contains("Failed Reason: offline Retry"))
    try host.tap("Retry")
    #expect(log.entries == ["retry"])
    #expect(flow.showsError == false)
  }

  @Test func aLegacyAlertWithTwoButtons() throws {
    let host = ViewHost(LegacyAlert())
    try host.tap("Ask")
    #expect(
      host.render(.tree).contains(
        """
          Alert #true title: "Remove?"
            Message
              Text text: "It goes away."
            Button [id: 0] role: destructive
              Text text: "Remove"
            Button [id: 1] role: cancel
              Text text: "Cancel"
        """))
    assertSnapshot(of: host, as: .html, named: "legacy-alert")
    try host.tap("Cancel")
    #expect(host.root.visibleText == "Ask")
  }
}
