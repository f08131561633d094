import Vellum

/// A tab bar with a symbol over each label, and a badge on one tab.
struct TabsView: View {
  init() {}

  var body: some View {
    TabView {
      NavigationStack {
        List {
          Label("Today", systemImage: "sun.max")
          Label("Upcoming", systemImage: "calendar")
          Label("Flagged", systemImage: "flag")
        }
        .navigationTitle("Reminders")
      }
      .tabItem { Label("Lists", systemImage: "list.bullet") }
      Text("Search")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
      Text("Inbox")
        .tabItem { Label("Inbox", systemImage: "tray") }
        .badge(3)
    }
  }
}
