import Observation
import Vellum

/// A product on sale.
struct Product: Identifiable, Hashable {
  let id: Int
  let name: String
  let price: Double
  let symbol: String
}

/// One line of the cart: a product and how many.
struct CartLine: Identifiable {
  let product: Product
  var quantity: Int

  var id: Int { product.id }
  var total: Double { product.price * Double(quantity) }
}

/// The cart, shared through the environment by every screen that shows or changes it.
@Observable
final class Cart {
  var lines: [CartLine] = []

  var count: Int { lines.reduce(0) { $0 + $1.quantity } }
  var total: Double { lines.map(\.total).reduce(0, +) }

  func add(_ product: Product) {
    if let index = lines.firstIndex(where: { $0.product == product }) {
      lines[index].quantity += 1
    } else {
      lines.append(CartLine(product: product, quantity: 1))
    }
  }

  func remove(at offsets: IndexSet) {
    lines.remove(atOffsets: offsets)
  }
}

/// A shop, as store tutorials write one: a catalog whose rows add to an `@Observable` cart
/// placed in the environment, a toolbar button with the count, and the cart in a sheet with
/// steppers, swipe to delete and a currency total.
struct ShopView: View {
  @State private var cart = Cart()
  @State private var showsCart = false

  private let catalog = [
    Product(id: 1, name: "Espresso beans", price: 12.5, symbol: "cup.and.saucer"),
    Product(id: 2, name: "Pour-over kettle", price: 39, symbol: "drop"),
    Product(id: 3, name: "Paper filters", price: 4.25, symbol: "square.stack"),
  ]

  var body: some View {
    NavigationStack {
      List(catalog) { product in
        HStack {
          Label(product.name, systemImage: product.symbol)
          Spacer()
          Text(product.price, format: .currency(code: "USD"))
          Button("Add \(product.name)") { cart.add(product) }
        }
      }
      .navigationTitle("Shop")
      .toolbar {
        Button("Cart (\(cart.count))") { showsCart = true }
      }
      .sheet(isPresented: $showsCart) {
        CartView()
      }
    }
    .environment(cart)
  }
}

/// The cart's lines and total, read from the environment.
struct CartView: View {
  @Environment(Cart.self) private var cart
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    @Bindable var cart = cart
    NavigationStack {
      List {
        ForEach($cart.lines) { $line in
          Stepper("\(line.product.name) × \(line.quantity)", value: $line.quantity, in: 1...9)
        }
        .onDelete { offsets in cart.remove(at: offsets) }
        LabeledContent("Total") {
          Text(cart.total, format: .currency(code: "USD"))
        }
      }
      .navigationTitle("Cart")
      .toolbar {
        Button("Done") { dismiss() }
      }
    }
  }
}
