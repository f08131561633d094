import Vellum

/// Toolbar content of the file's own: a `ToolbarContent` struct with a binding, a closure and
/// state of its own, listing items, and one that lists a single item.
struct Toolbars: View {
  @State private var title = "Soup"
  @State private var isDeleted = false

  var body: some View {
    NavigationStack {
      Text(isDeleted ? "Deleted" : title)
        .navigationTitle("Detail")
        .toolbar {
          DetailToolbar(title: $title, onDelete: { isDeleted = true })
          ShareItem(isDeleted: isDeleted)
        }
    }
  }
}

/// Renames the dish and deletes it.
struct DetailToolbar: ToolbarContent {
  @Binding var title: String
  var onDelete: () -> Void
  @State private var edits = 0

  var body: some ToolbarContent {
    ToolbarItem(placement: .navigationBarTrailing) {
      Button("Rename \(edits)") {
        edits += 1
        title = "Stew \(edits)"
      }
    }
    ToolbarItem(placement: .navigationBarLeading) {
      Button("Delete") { onDelete() }
    }
  }
}

/// One item, shown while there is something to share.
struct ShareItem: ToolbarContent {
  let isDeleted: Bool

  var body: some ToolbarContent {
    ToolbarItem(placement: .bottomBar) {
      Text(isDeleted ? "Nothing to share" : "Share")
    }
  }
}
