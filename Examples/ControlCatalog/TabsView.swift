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

/// A list that is empty, with an empty state laid over it: the list keeps its full width, and
/// the overlay is centred on it.
struct EmptyListView: View {
  @State private var reminders: [String] = []

  var body: some View {
    NavigationStack {
      List(reminders, id: \.self) { Text($0) }
        .overlay {
          if reminders.isEmpty {
            ContentUnavailableView(
              "No Reminders", systemImage: "tray",
              description: Text("Reminders you add appear here."))
          }
        }
        .navigationTitle("Today")
    }
  }
}
