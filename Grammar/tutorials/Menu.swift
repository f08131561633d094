import Vellum

/// A dish on the menu.
struct Dish: Identifiable {
  let id: Int
  let name: String
  let price: Double
  let isVegetarian: Bool
}

/// A restaurant menu, as ordering tutorials write one: sections by course, a vegetarian
/// filter, quantities in an order, and the order's total in a currency format.
struct MenuView: View {
  private let starters = [
    Dish(id: 1, name: "Soup", price: 6, isVegetarian: true),
    Dish(id: 2, name: "Wings", price: 8.5, isVegetarian: false),
  ]
  private let mains = [
    Dish(id: 3, name: "Risotto", price: 14, isVegetarian: true),
    Dish(id: 4, name: "Steak", price: 22, isVegetarian: false),
  ]
  @State private var vegetarianOnly = false
  @State private var order: [Int] = []

  private var total: Double {
    (starters + mains).filter { order.contains($0.id) }.reduce(0) { sum, dish in
      sum + dish.price * Double(order.filter { $0 == dish.id }.count)
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Toggle("Vegetarian only", isOn: $vegetarianOnly)
        Section("Starters") { rows(starters) }
        Section("Mains") { rows(mains) }
        Section("Order") {
          Text("\(order.count) items")
          Text(total, format: .currency(code: "EUR"))
          Button("Clear order", role: .destructive) { order.removeAll() }
            .disabled(order.isEmpty)
        }
      }
      .navigationTitle("Menu")
    }
  }

  private func rows(_ dishes: [Dish]) -> some View {
    ForEach(dishes.filter { !vegetarianOnly || $0.isVegetarian }) { dish in
      HStack {
        Text(dish.name)
        Spacer()
        Text(dish.price, format: .currency(code: "EUR"))
        Button("Add \(dish.name)") { order.append(dish.id) }
      }
    }
  }
}
