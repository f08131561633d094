import Foundation
import Testing
import Vellum
import VellumTesting

/// SwiftUI's list and navigation extras (issue 17, "Lists and navigation extras", and long
/// presses from "Gestures and events"): each renders, and the interactive ones are driven as a
/// person would — long press, swipe, type a search, pull to refresh, tap Edit.
@MainActor
@Suite struct ListParityTests {
  @Test func contextMenusOpenOnALongPressAndCloseAfterAnItem() throws {
    struct Notes: View {
      @State private var log: [String] = []
      var body: some View {
        VStack(alignment: .leading) {
          Text("Milk").contextMenu {
            Button("Duplicate") { log.append("duplicate") }
            Button("Delete", role: .destructive) { log.append("delete") }
          }
          Text("Photo").contextMenu {
            Button("Share") { log.append("share") }
          } preview: {
            Text("Big photo")
          }
          Text("Hold").onLongPressGesture(minimumDuration: 1) {
            log.append("held")
          } onPressingChanged: {
            log.append($0 ? "down" : "up")
          }
          Text(log.joined(separator: ","))
        }
      }
    }
    let host = ViewHost(Notes())
    #expect(throws: InteractionError.self) { try host.tap("Duplicate") }
    try host.longPress("Milk")
    assertSnapshot(of: host, as: .text(width: 30), named: "context-menu")
    assertSnapshot(of: host, as: .html, named: "context-menu")
    try host.tap("Duplicate")
    try host.longPress("Photo")
    #expect(host.render(.text(width: 30)).contains("Big photo"))
    try host.tap("Share")
    try host.longPress("Hold")
    let text = host.render(.text(width: 30))
    #expect(text.contains("duplicate,share,down,held,up"))
    #expect(!text.contains("Delete") && !text.contains("Big photo"))
  }

  @Test func swipeActionsAppearWhenTheRowIsSwiped() throws {
    struct Inbox: View {
      @State private var messages = ["Lunch?", "Invoice"]
      @State private var pinned: [String] = []
      var body: some View {
        List {
          ForEach(messages, id: \.self) { message in
            Text(message)
              .swipeActions {
                Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
              }
              .swipeActions(edge: .leading, allowsFullSwipe: false) {
                Button("Pin") { pinned.append(message) }
              }
          }
          Text("Pinned: \(pinned.joined(separator: ", "))")
        }
      }
    }
    let host = ViewHost(Inbox())
    #expect(!host.render(.text(width: 30)).contains("Delete"))
    try host.swipe("Invoice")
    assertSnapshot(of: host, as: .text(width: 30), named: "swiped")
    assertSnapshot(of: host, as: .html, named: "swiped")
    try host.tap("Delete")
    try host.swipe("Lunch?", edge: .leading)
    try host.tap("Pin")
    let text = host.render(.text(width: 30))
    #expect(
      !text.contains("Invoice") && text.contains("Pinned: Lunch?") && !text.contains("[ Pin ]"))
    do {
      try host.swipe("Pinned: Lunch?")
      Issue.record("a row without swipe actions was swiped")
    } catch let error as InteractionError {
      #expect(error.kind == .notFound)
    }
    #expect(throws: InteractionError.self, "the leading actions refuse a full swipe") {
      try host.swipe("Lunch?", edge: .leading, fully: true)
    }
    try host.swipe("Lunch?", fully: true)
    #expect(
      host.render(.text(width: 30)) == "Pinned: Lunch?\n", "a full swipe runs the first action")
  }

  private enum Scope: Hashable { case all, fruit }

  @Test func searchingFiltersAsTheAppDoes() throws {
    struct Groceries: View {
      @State private var query = ""
      @State private var scope = Scope.all
      let items = ["Apple", "Bread", "Apricot", "Milk"]
      var body: some View {
        NavigationStack {
          List {
            ForEach(
              items.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) },
              id: \.self
            ) {
              Text($0)
            }
            SearchState()
          }
          .navigationTitle("Groceries")
          .searchable(text: $query, prompt: "Find groceries")
          .searchScopes($scope) {
            Text("All").tag(Scope.all)
            Text("Fruit").tag(Scope.fruit)
          }
          .searchSuggestions {
            Text("🍎 Apples").searchCompletion("apple")
          }
        }
      }
    }
    struct SearchState: View {
      @Environment(\.isSearching) private var isSearching
      @Environment(\.dismissSearch) private var dismissSearch
      var body: some View {
        Text(isSearching ? "searching" : "idle")
        Button("Cancel search") { dismissSearch() }
      }
    }
    let host = ViewHost(Groceries())
    assertSnapshot(of: host, as: .text(width: 30), named: "search-idle")
    try host.type("ap", into: "Find groceries")
    assertSnapshot(of: host, as: .text(width: 30), named: "search-ap")
    assertSnapshot(of: host, as: .html, named: "search-ap")
    try host.tap("🍎 Apples")
    #expect(host.render(.text(width: 30)).contains("[⌕ apple"))
    try host.select("Fruit", in: "Scope")
    #expect(host.render(.text(width: 30)).contains("| All | [Fruit] |"))
    try host.tap("Cancel search")
    let text = host.render(.text(width: 30))
    #expect(text.contains("idle") && text.contains("Bread") && text.contains("(Find groceries)"))
    #expect(!text.contains("Fruit"), "scopes show only while searching")
    #expect(
      ViewHost(List { Text("x") }.searchable(text: .constant(""))).render(.text(width: 20))
        .contains("(Search)"))
  }

  @Test func pullingToRefreshRunsTheActionToTheEnd() async throws {
    @MainActor final class Feed {
      var loads = 0
    }
    struct Timeline: View {
      @State private var posts = ["first"]
      var body: some View {
        List(posts, id: \.self) { Text($0) }
          .refreshable {
            try? await Task.sleep(for: .milliseconds(10))
            await MainActor.run { posts.insert("fresh", at: 0) }
          }
      }
    }
    let host = ViewHost(Timeline())
    try await host.refresh()
    #expect(host.render(.text(width: 20)).contains("fresh"))
    #expect(host.lastUpdate.patches.count == 1)
    await #expect(throws: InteractionError.self) { try await ViewHost(Text("static")).refresh() }
    _ = Feed()
  }

  @Test func editButtonPutsListsIntoEditMode() throws {
    struct Chores: View {
      @State private var chores = ["Dishes", "Laundry"]
      var body: some View {
        NavigationStack {
          List {
            ForEach(chores, id: \.self) { Text($0) }
              .onDelete { chores.remove(atOffsets: $0) }
              .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
            Text("Not editable")
          }
          .toolbar { EditButton() }
        }
      }
    }
    let host = ViewHost(Chores())
    try host.tap("Edit")
    assertSnapshot(of: host, as: .text(width: 30), named: "editing")
    assertSnapshot(of: host, as: .html, named: "editing")
    try host.tap("Done")
    #expect(!host.render(.text(width: 30)).contains("⊖"))
  }

  @Test func badgesAndRecordedRowAndBarModifiers() {
    let view = NavigationStack {
      List {
        Text("Inbox").badge(3)
        Text("Drafts").badge(0)
        Text("Updates").badge("New")
        Text("Flagged").badge(Text("2 \"urgent\""))
        Text("Named").badge(String?.some("7"))
        Text("Styled row")
          .listRowBackground(Color.yellow)
          .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
          .listRowSeparator(.hidden, edges: .bottom)
          .listRowSeparatorTint(.blue)
          .deleteDisabled(true)
          .moveDisabled(true)
        Section("Section") { Text("Row") }
          .listSectionSeparator(.hidden)
          .listSectionSeparatorTint(.red)
      }
      .listItemTint(.orange)
      .listItemTint(.fixed(.green))
      .scrollContentBackground(.hidden)
      .navigationTitle("Mail")
      .navigationSubtitle("3 unread")
      .navigationBarBackButtonHidden()
      .toolbarBackground(.indigo, for: .navigationBar)
      .toolbarBackground(.visible, for: .navigationBar, .tabBar)
      .toolbarColorScheme(.dark, for: .navigationBar)
      .toolbar(.hidden, for: .tabBar)
      .toolbarRole(.editor)
      .presentationDetents([.medium, .large, .fraction(0.25), .height(200)])
      .presentationDetents([.medium], selection: .constant(.medium))
      .presentationDragIndicator(.visible)
      .interactiveDismissDisabled()
      .presentationCornerRadius(24)
      .presentationBackground(.thinMaterial)
      .navigationBarItems(leading: Text("L"), trailing: Text("T"))
    }
    assertSnapshot(of: view, as: .text(width: 30), named: "badges")
    assertSnapshot(of: view, as: .html, named: "badges")
    assertSnapshot(of: view, as: .tree, named: "recorded")
  }
}
