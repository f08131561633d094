import Vellum

/// A task on the list.
struct TodoItem: Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

/// The list's store, an `@Observable` model as current tutorials write one.
@Observable
final class TodoStore {
  var items: [TodoItem] = [
    TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Call mom", isDone: true),
  ]
  private var nextID = 3

  var remaining: Int { items.filter { !$0.isDone }.count }

  func add(_ title: String) {
    items.append(TodoItem(id: nextID, title: title))
    nextID += 1
  }

  func toggle(_ item: TodoItem) {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index].isDone.toggle()
  }
}

/// Which tasks the list shows.
enum TodoFilter: String, CaseIterable, Identifiable {
  case all = "All"
  case open = "Open"
  case done = "Done"

  var id: Self { self }
}

/// A to-do list: a field that adds on Return, rows that check off, a filter, a count and
/// swipe to delete.
struct TodoList: View {
  @State private var store = TodoStore()
  @State private var newTitle = ""
  @State private var filter = TodoFilter.all

  private var shown: [TodoItem] {
    switch filter {
    case .all: store.items
    case .open: store.items.filter { !$0.isDone }
    case .done: store.items.filter { $0.isDone }
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          TextField("New task", text: $newTitle)
            .onSubmit {
              guard !newTitle.isEmpty else { return }
              store.add(newTitle)
              newTitle = ""
            }
          Picker("Show", selection: $filter) {
            ForEach(TodoFilter.allCases) { filter in
              Text(filter.rawValue).tag(filter)
            }
          }
          .pickerStyle(.segmented)
        }
        Section("\(store.remaining) left") {
          ForEach(shown) { item in
            Button {
              store.toggle(item)
            } label: {
              Label(item.title, systemImage: item.isDone ? "checkmark.circle.fill" : "circle")
            }
          }
          .onDelete { offsets in
            let ids = offsets.map { shown[$0].id }
            store.items.removeAll { ids.contains($0.id) }
          }
        }
      }
      .navigationTitle("To Do")
    }
  }
}
