import Testing
import Vellum
import VellumTesting

private enum Tab: Hashable { case counter, favorites }

private struct Tabs: View {
  @State private var tab = Tab.counter
  @State private var count = 0

  var body: some View {
    TabView(selection: $tab) {
      VStack {
        Text("Count \(count)")
        Button("Increment") { count += 1 }
      }
      .tabItem { Label("Counter", systemImage: "plus") }
      .tag(Tab.counter)
      Text("No favorites")
        .tabItem { Label("Favorites", systemImage: "star") }
        .tag(Tab.favorites)
    }
  }
}

private struct UntaggedTabs: View {
  var body: some View {
    TabView {
      Text("First screen").tabItem { Text("One") }
      Text("Second screen").tabItem { Text("Two") }
    }
  }
}

private struct Recipe: Identifiable {
  let id: Int
  let title: String
}

/// Recipes in a sidebar list, the selected one's detail beside them (or pushed, collapsed).
private struct Split<Detail: View>: View {
  @State private var selection: Recipe.ID?
  let recipes = [Recipe(id: 1, title: "Tacos"), Recipe(id: 2, title: "Soup")]
  @ViewBuilder let detail: (Recipe) -> Detail

  var body: some View {
    NavigationSplitView {
      List(selection: $selection) {
        ForEach(recipes) { Text($0.title) }
      }
      .navigationTitle("Recipes")
    } detail: {
      if let selection, let recipe = recipes.first(where: { $0.id == selection }) {
        detail(recipe)
      } else {
        Text("Select a recipe")
      }
    }
  }
}

/// A detail column whose button dismisses it.
private struct RecipeDetail: View {
  let title: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Cook \(title)")
      Button("Done") { dismiss() }
    }
  }
}

@MainActor
@Suite struct TabAndSplitTests {
  @Test func tappingATabTitleSwitchesTabsAndKeepsTheirState() throws {
    let host = ViewHost(Tabs())
    try host.tap("Increment")
    assertSnapshot(of: host, as: .text(width: 40), named: "tabs")
    assertSnapshot(of: host, as: .html, named: "tabs")
    try host.tap("Favorites")
    #expect(host.render(.text(width: 40)).contains("No favorites"))
    #expect(throws: InteractionError.self) { try host.tap("Increment") }
    try host.tap("Counter")
    #expect(host.render(.text(width: 40)).contains("Count 1"))
  }

  @Test func tabsWithoutTagsAreSelectedByPosition() throws {
    let host = ViewHost(UntaggedTabs())
    #expect(host.render(.text(width: 30)).contains("First screen"))
    try host.tap("Two")
    #expect(host.render(.text(width: 30)).contains("Second screen"))
  }

  /// `NavigationSplitView(preferredCompactColumn:…)` (iOS 17): "the column that the split view
  /// prefers to show in compact size classes" — the detail here, in every rendering.
  @Test func aPreferredCompactColumnIsTheOneAPhoneShows() throws {
    struct Preferring: View {
      @State private var column = NavigationSplitViewColumn.detail
      var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
          Text("Mailboxes")
        } detail: {
          Text("Message")
        }
      }
    }
    let host = ViewHost(Preferring())
    #expect(host.render(.text).contains("Message") && !host.render(.text).contains("Mailboxes"))
    #expect(host.render(.svg).contains(">Message</text>"))
    #expect(!host.render(.svg).contains(">Mailboxes</text>"))
    #expect(host.render(.tree).contains("NavigationSplitView preferredCompactColumn: detail"))
    let wide = host.render(.text(width: 100))
    #expect(wide.contains("Mailboxes") && wide.contains("Message"), "both side by side")
  }

  /// Narrow, iOS collapses a split view into a stack: the sidebar, and the detail pushed once
  /// the sidebar's list has a selection.
  @Test func aSplitViewIsSideBySideWhenWideAndCollapsedWhenNarrow() throws {
    let host = ViewHost(Split { Text("Cook \($0.title)").navigationTitle($0.title) })
    try host.tap("Soup")
    assertSnapshot(of: host, as: .text(width: 80), named: "split-wide")
    assertSnapshot(of: host, as: .text(width: 40), named: "split-narrow")
    #expect(host.render(.tree).contains("Text [id: 2] text: \"Soup\", selected: true"))
    try host.tap("Tacos")
    #expect(host.render(.text(width: 40)).contains("Cook Tacos"))
  }

  /// Collapsed, the detail is pushed onto the sidebar: its back button, and `dismiss` in it,
  /// go back to the sidebar and clear the list's selection ("DismissAction": "pop the current
  /// view from a NavigationStack"; a collapsed split view is one).
  @Test func goingBackFromACollapsedDetailClearsTheSelection() throws {
    let host = ViewHost(Split { RecipeDetail(title: $0.title) })
    try host.tap("Soup")
    #expect(host.render(.text).contains("Cook Soup"))
    try host.back()
    var text = host.render(.text)
    #expect(text.contains("Recipes") && !text.contains("Cook Soup"), "\(text)")
    #expect(!host.render(.tree).contains("selected: true"))
    try host.tap("Tacos")
    try host.tap("Done")
    text = host.render(.text)
    #expect(text.contains("Recipes") && !text.contains("Cook Tacos"), "\(text)")
    #expect(throws: InteractionError.self) { try host.back() }
  }

  /// Side by side there is nothing to go back from.
  @Test func aWideSplitViewHasNoBack() throws {
    let host = ViewHost(Split { RecipeDetail(title: $0.title) }, variant: .device(.iPadLandscape))
    try host.tap("Soup")
    #expect(throws: InteractionError.self) { try host.back() }
    try host.tap("Done")
    #expect(host.render(.text).contains("Cook Soup"), "dismiss does nothing at the root")
  }
}
