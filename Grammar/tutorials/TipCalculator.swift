import Vellum

/// A tip calculator, as first form tutorials write one ("WeSplit"): the bill set with a
/// stepper, a segmented tip percentage over an array identified by itself, how many people,
/// and the totals in the local currency.
struct TipCalculator: View {
  @State private var bill = 48.0
  @State private var tipPercentage = 15
  @State private var people = 2

  private let tipOptions = [0, 10, 15, 20, 25]

  private var tip: Double { bill * Double(tipPercentage) / 100 }
  private var total: Double { bill + tip }
  private var perPerson: Double { total / Double(people) }

  var body: some View {
    NavigationStack {
      Form {
        Section("Bill") {
          Stepper(value: $bill, in: 0...500, step: 2) {
            Text(bill, format: .currency(code: "USD"))
          }
          Stepper("\(people) people", value: $people, in: 1...12)
        }
        Section {
          Picker("Tip", selection: $tipPercentage) {
            ForEach(tipOptions, id: \.self) { option in
              Text("\(option)%").tag(option)
            }
          }
          .pickerStyle(.segmented)
        } header: {
          Text("How much do you want to tip?")
        }
        Section("Totals") {
          LabeledContent("Tip") {
            Text(tip, format: .currency(code: "USD"))
          }
          LabeledContent("Total") {
            Text(total, format: .currency(code: "USD"))
          }
          LabeledContent("Each") {
            Text(perPerson, format: .currency(code: "USD"))
              .fontWeight(.bold)
          }
        }
      }
      .navigationTitle("Split the bill")
    }
  }
}
