import Vellum

/// A sidebar, a list and a detail: side by side at regular width, as an iPad shows them.
struct SplitView: View {
  init() {}

  var body: some View {
    NavigationSplitView {
      List {
        Label("Inbox", systemImage: "tray")
        Label("Sent", systemImage: "paperplane")
        Label("Archive", systemImage: "archivebox")
      }
      .navigationTitle("Mailboxes")
    } content: {
      List {
        Text("Lunch on Friday?")
        Text("Quarterly report")
      }
      .navigationTitle("Inbox")
    } detail: {
      Text("Select a message")
        .foregroundStyle(.secondary)
    }
  }
}
