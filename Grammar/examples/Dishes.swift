import Vellum

/// A binding made from a getter and a setter over a shared store, kept in a computed property
/// and passed to a row that edits it, as Apple's recipe sample binds its detail view; and a
/// state of its own for a note, held by `WithState` and bound by its `$note` parameter.
struct Dishes: View {
  @StateObject private var kitchen = DishStore()
  @State private var selected = 1

  private var dish: Binding<Dish> {
    Binding {
      kitchen.dish(with: selected)
    } set: { updated in
      kitchen.update(updated)
    }
  }

  var body: some View {
    VStack(alignment: .leading) {
      DishRow(dish: dish)
      Text("Editing #\(dish.id): \(dish.wrappedValue.name)")
      Text(kitchen.summary)
      Button("Next dish") { selected = selected == 1 ? 2 : 1 }
      Button("Rename") { dish.wrappedValue.name = "Soup" }
      DishRow(dish: .constant(Dish(id: 9, name: "Fixed", rating: 5)))
      WithState(initialValue: false) { $showsNote in
        Toggle("Show note", isOn: $showsNote)
        if showsNote { Text("Serve warm") }
      }
    }
  }
}

/// A dish and its rating.
struct Dish: Identifiable {
  var id: Int
  var name: String
  var rating: Int
}

/// The dishes, shared by the views that show them.
final class DishStore: ObservableObject {
  @Published var dishes = [
    Dish(id: 1, name: "Pie", rating: 3), Dish(id: 2, name: "Stew", rating: 4),
  ]

  var summary: String {
    dishes.map { "\($0.name) \($0.rating)" }.joined(separator: ", ")
  }

  func dish(with id: Int) -> Dish {
    dishes.first { $0.id == id } ?? Dish(id: 0, name: "None", rating: 0)
  }

  func update(_ dish: Dish) {
    guard let index = dishes.firstIndex(where: { $0.id == dish.id }) else { return }
    dishes[index] = dish
  }
}

/// A row that rates the dish it is bound to.
struct DishRow: View {
  @Binding var dish: Dish

  var body: some View {
    HStack {
      Text(dish.name)
      Button("Rate \(dish.name): \(dish.rating)") { dish.rating += 1 }
    }
  }
}
