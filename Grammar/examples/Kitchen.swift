import Vellum

/// A shopping list in an `@Observable` model that views share through the environment and
/// edit through `@Bindable`, and a pantry in an `ObservableObject` that views hold as
/// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`.
struct Kitchen: View {
  @State private var list = ShoppingList()
  @StateObject private var pantry = Pantry()
  @State private var restocked = 0
  @State private var looks = 0

  var body: some View {
    NavigationStack {
      Form {
        ListEditor(list: list)
        Section("Pantry") {
          JarCount(pantry: pantry)
          Button("Open a jar") { pantry.open() }
          Button("Peek") {
            pantry.peek()
            looks += 1
          }
          Text("Looked \(looks) times")
          Button("Restock") { restocked = pantry.restock(2) }
          Text("Restocked to \(restocked)")
        }
        ShelfLabel()
      }
      .navigationTitle("Kitchen")
    }
    .environment(list)
    .environmentObject(pantry)
  }
}

/// What to buy: each stored property is observed on its own, except `edits`.
@Observable
final class ShoppingList {
  var items = ["Milk", "Eggs"]
  var draft = ""
  @ObservationIgnored var edits = 0

  var summary: String { "\(items.count) to buy" }

  func addDraft() {
    guard !draft.isEmpty else { return }
    items.append(draft)
    draft = ""
    edits += 1
  }
}

/// The jars on the shelf: only `jars` announces its changes.
final class Pantry: ObservableObject {
  @Published var jars = 3
  var peeks = 0

  func open() {
    jars -= 1
  }

  /// Counts a look without publishing it: no view updates until `jars` changes.
  func peek() {
    peeks += 1
  }

  func restock(_ count: Int) -> Int {
    jars += count
    return jars
  }
}

/// The list and a field to add to it, bound to the shared model.
struct ListEditor: View {
  @Bindable var list: ShoppingList

  var body: some View {
    Section(list.summary) {
      ForEach(list.items, id: \.self) { item in
        Text(item)
      }
      TextField("New item", text: $list.draft)
      Button("Add") { list.addDraft() }
    }
  }
}

/// The jar count, from the pantry its parent passes.
struct JarCount: View {
  @ObservedObject var pantry: Pantry

  var body: some View {
    Text("\(pantry.jars) jars")
  }
}

/// A label that reads both models from the environment.
struct ShelfLabel: View {
  @EnvironmentObject private var pantry: Pantry
  @Environment(ShoppingList.self) private var list

  var body: some View {
    Text("\(pantry.jars) jars after \(pantry.peeks) peeks; \(list.items.count) items")
  }
}
