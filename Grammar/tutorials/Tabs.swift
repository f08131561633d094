import Vellum

/// A tabbed app, as tab tutorials build one: three tabs with their own navigation, a badge
/// counting unread messages, and a button on one tab that changes another's badge.
struct TabbedApp: View {
  @State private var unread = 3
  @State private var selection = "Home"

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        VStack(spacing: 12) {
          Text("Welcome back")
            .font(.title)
          Button("Open inbox") { selection = "Inbox" }
        }
        .navigationTitle("Home")
      }
      .tabItem { Label("Home", systemImage: "house") }
      .tag("Home")
      NavigationStack {
        List {
          Text("\(unread) unread")
          Button("Mark all read") { unread = 0 }
        }
        .navigationTitle("Inbox")
      }
      .tabItem { Label("Inbox", systemImage: "tray") }
      .badge(unread)
      .tag("Inbox")
      NavigationStack {
        Form {
          LabeledContent("Name", value: "Ada")
          LabeledContent("Plan", value: "Pro")
        }
        .navigationTitle("Profile")
      }
      .tabItem { Label("Profile", systemImage: "person") }
      .tag("Profile")
    }
  }
}
