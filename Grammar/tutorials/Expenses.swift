import Vellum

/// What an expense was for.
enum Category: String, CaseIterable, Identifiable {
  case food = "Food"
  case travel = "Travel"
  case fun = "Fun"

  var id: Self { self }
}

/// One expense.
struct Expense: Identifiable {
  let id: Int
  var name: String
  var amount: Double
  var category: Category
}

/// An expense tracker, as the iExpense tutorial writes one: totals in a currency format, a
/// sheet with a form that adds an expense, and swipe to delete.
struct ExpensesView: View {
  @State private var expenses = [
    Expense(id: 1, name: "Lunch", amount: 12.5, category: .food),
    Expense(id: 2, name: "Train", amount: 30, category: .travel),
  ]
  @State private var showsAdd = false
  @State private var nextID = 3

  private var total: Double { expenses.reduce(0) { $0 + $1.amount } }

  var body: some View {
    NavigationStack {
      List {
        ForEach(expenses) { expense in
          HStack {
            VStack(alignment: .leading) {
              Text(expense.name).font(.headline)
              Text(expense.category.rawValue).font(.caption)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
          }
        }
        .onDelete { offsets in
          expenses.remove(atOffsets: offsets)
        }
        HStack {
          Text("Total")
          Spacer()
          Text(total, format: .currency(code: "USD"))
        }
      }
      .navigationTitle("Expenses")
      .toolbar {
        Button("Add") { showsAdd = true }
      }
      .sheet(isPresented: $showsAdd) {
        AddExpenseView { name, amount, category in
          expenses.append(Expense(id: nextID, name: name, amount: amount, category: category))
          nextID += 1
        }
      }
    }
  }
}

/// The form a new expense is entered in.
struct AddExpenseView: View {
  let onSave: (String, Double, Category) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var name = "Coffee"
  @State private var amount = 3.5
  @State private var category = Category.food

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        Picker("Category", selection: $category) {
          ForEach(Category.allCases) { category in
            Text(category.rawValue).tag(category)
          }
        }
        Stepper("Amount: \(amount, specifier: "%.2f")", value: $amount, in: 0...100, step: 0.5)
      }
      .navigationTitle("Add expense")
      .toolbar {
        Button("Save") {
          onSave(name, amount, category)
          dismiss()
        }
      }
    }
  }
}
