import Vellum

/// A named swatch.
struct Swatch: Identifiable {
  let id: Int
  let name: String
  let color: Color
}

/// A grid of swatches, as grid tutorials build one: adaptive columns, a tap that selects, a
/// sheet showing the selection, and a column count chosen with a picker.
struct ColorGrid: View {
  private let swatches = [
    Swatch(id: 1, name: "Red", color: .red), Swatch(id: 2, name: "Orange", color: .orange),
    Swatch(id: 3, name: "Yellow", color: .yellow), Swatch(id: 4, name: "Green", color: .green),
    Swatch(id: 5, name: "Blue", color: .blue), Swatch(id: 6, name: "Purple", color: .purple),
  ]
  @State private var columnCount = 3
  @State private var selected: Swatch?

  private var columns: [GridItem] {
    Array(repeating: GridItem(.flexible()), count: columnCount)
  }

  var body: some View {
    NavigationStack {
      VStack {
        Picker("Columns", selection: $columnCount) {
          Text("2").tag(2)
          Text("3").tag(3)
        }
        .pickerStyle(.segmented)
        ScrollView {
          LazyVGrid(columns: columns, spacing: 8) {
            ForEach(swatches) { swatch in
              Button(swatch.name) { selected = swatch }
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(swatch.color.opacity(0.3))
                .clipShape(RoundedRectangle(cornerRadius: 8))
            }
          }
          .padding()
        }
      }
      .navigationTitle("Colors")
      .sheet(item: $selected) { swatch in
        VStack {
          Text(swatch.name).font(.largeTitle)
          Button("Close") { selected = nil }
        }
      }
    }
  }
}
