import Foundation
import Testing
import Vellum

/// iOS 17's list and search options (issue 60): rows a list cannot select, scopes that wait
/// for typing, suggestions hidden where they would show, and the section spacing and page
/// index styles real screens set.
///
/// Sources: Apple's documentation of `selectionDisabled(_:)` ("Adds a condition that controls
/// whether users can select this view"), `searchScopes(_:activation:_:)` and
/// `SearchScopeActivation.onTextEntry` ("An activation where the system shows search scopes
/// after typing begins in the search field"), `searchSuggestions(_:for:)`,
/// `EnvironmentValues.searchSuggestionsPlacement`, `listSectionSpacing(_:)` and
/// `indexViewStyle(_:)`.
@MainActor
@Suite struct ListAndSearchOptionsTests {
  private struct Inbox: View {
    @State private var selection: String?
    let archived: Set<String>
    var body: some View {
      VStack {
        List(["Work", "Home", "Old"], id: \.self, selection: $selection) { name in
          Text(name).selectionDisabled(archived.contains(name))
        }
        .listSectionSpacing(.compact)
        .listSectionSpacing(12)
        Text("picked \(selection ?? "none")")
      }
    }
  }

  @Test func aRowWithSelectionDisabledCannotBeSelected() throws {
    let host = ViewHost(Inbox(archived: ["Old"]))
    try host.tap("Home")
    #expect(host.root.visibleText.hasSuffix("picked Home"))
    #expect(throws: InteractionError.self) { try host.tap("Old") }
    #expect(host.root.visibleText.hasSuffix("picked Home"))
    let enabled = ViewHost(Inbox(archived: []))
    try enabled.tap("Old")
    #expect(enabled.root.visibleText.hasSuffix("picked Old"))
  }

  private enum Scope: Hashable {
    case all, mine
  }

  private struct Search: View {
    let activation: SearchScopeActivation
    let hidesSuggestions: Bool
    @State private var query = ""
    @State private var scope = Scope.all
    var body: some View {
      NavigationStack {
        Text("Results")
          .searchable(text: $query, isPresented: .constant(true))
          .searchScopes($scope, activation: activation) {
            Text("All").tag(Scope.all)
            Text("Mine").tag(Scope.mine)
          }
          .searchSuggestions { Suggestion() }
          .searchSuggestions(hidesSuggestions ? .hidden : .visible, for: .content)
      }
    }
  }

  private struct Suggestion: View {
    @Environment(\.searchSuggestionsPlacement) private var placement
    var body: some View { Text(placement == .content ? "suggested here" : "suggested") }
  }

  @Test func scopesOnTextEntryWaitForTyping() throws {
    let presented = ViewHost(Search(activation: .automatic, hidesSuggestions: false))
    #expect(presented.render(.text(width: 40)).contains("Mine"), "shown once presented")
    let host = ViewHost(Search(activation: .onTextEntry, hidesSuggestions: false))
    #expect(!host.render(.text(width: 40)).contains("Mine"))
    try host.type("ca", into: "Search")
    #expect(host.render(.text(width: 40)).contains("Mine"))
    #expect(host.root.visibleText.contains("suggested here"))
  }

  @Test func suggestionsHiddenForTheContentDoNotShow() throws {
    let host = ViewHost(Search(activation: .automatic, hidesSuggestions: true))
    try host.type("ca", into: "Search")
    #expect(host.render(.text(width: 40)).contains("Mine"))
    #expect(!host.root.visibleText.contains("suggested"))
  }

  @Test func aPageIndexStyleLeavesThePagesAsTheyAre() {
    let pages = TabView {
      Text("One")
      Text("Two")
    }
    .tabViewStyle(.page)
    #expect(
      ViewHost(pages.indexViewStyle(.page(backgroundDisplayMode: .always))).root
        == ViewHost(pages).root)
    #expect(ViewHost(pages.indexViewStyle(.page)).root == ViewHost(pages).root)
  }
}

/// Pickers over several values at once (iOS 16), as inspectors for a multiple selection write
/// them (issue 60).
///
/// Source: Apple's documentation of `Picker.init(_:sources:selection:content:)` ("a collection
/// of values used as the source for displaying the Picker's selection"; a mixed state when
/// they differ).
@MainActor
@Suite struct PickerSourcesTests {
  private struct Shape: Identifiable {
    let id: Int
    var color: String
  }

  private struct Inspector: View {
    @State private var shapes = [Shape(id: 1, color: "red"), Shape(id: 2, color: "blue")]
    var body: some View {
      VStack {
        Picker("Color", sources: $shapes, selection: \.color) {
          Text("Red").tag("red")
          Text("Blue").tag("blue")
        }
        Picker("Tint", systemImage: "paintpalette", sources: $shapes, selection: \.color) {
          Text("Red").tag("red")
        }
        Text(shapes.map(\.color).joined(separator: ","))
      }
    }
  }

  @Test func pickingSetsEverySourceAndAMixedSelectionSelectsNothing() throws {
    let host = ViewHost(Inspector())
    #expect(!host.render(.tree).contains("selection:"), "red and blue: mixed")
    try host.select("Blue", in: "Color")
    #expect(host.root.visibleText.hasSuffix("blue,blue"))
    #expect(host.render(.tree).contains("selection: $\"blue\""))
  }
}
