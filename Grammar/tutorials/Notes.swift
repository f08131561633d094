import Vellum

/// A note: a title and its text.
struct Note: Identifiable, Hashable {
  let id: Int
  var title: String
  var body: String
}

/// A notes app, as split-view tutorials write one: a sidebar list selecting a note by its
/// identifier, a detail editing the selected note through a binding found by index, and
/// toolbar buttons that add and delete.
struct NotesApp: View {
  @State private var notes = [
    Note(id: 1, title: "Groceries", body: "Eggs, flour, lemons"),
    Note(id: 2, title: "Ideas", body: "A clock that shows the tides"),
  ]
  @State private var selection: Int? = 1
  @State private var nextID = 3

  private var selectedIndex: Int? { notes.firstIndex { $0.id == selection } }

  var body: some View {
    NavigationSplitView {
      List(notes, selection: $selection) { note in
        Text(note.title)
      }
      .navigationTitle("Notes")
      .toolbar {
        Button("New note") {
          notes.append(Note(id: nextID, title: "Untitled \(nextID)", body: ""))
          selection = nextID
          nextID += 1
        }
      }
    } detail: {
      if let index = selectedIndex {
        Form {
          TextField("Title", text: $notes[index].title)
          TextEditor(text: $notes[index].body)
          Text("\(notes[index].body.count) characters")
            .foregroundStyle(.secondary)
          Button("Delete note", role: .destructive) {
            notes.remove(at: index)
            selection = notes.first?.id
          }
        }
        .navigationTitle(notes[index].title)
      } else {
        ContentUnavailableView("No note", systemImage: "note.text")
      }
    }
  }
}
