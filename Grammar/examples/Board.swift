import Vellum

/// Notes on a board: search them, add one from the toolbar, and highlight them from a menu.
struct Board: View {
  @State private var notes = ["Milk", "Eggs", "Bread"]
  @State private var query = ""
  @State private var isHighlighted = false

  var body: some View {
    NavigationStack {
      VStack {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(notes, id: \.self) {
            if query.isEmpty || $0.contains(query) {
              Text($0)
                .padding()
            }
          }
        }
        if isHighlighted {
          Label("Highlighted", systemImage: "star.fill")
            .foregroundStyle(.orange)
        }
      }
      .searchable(text: $query)
      .navigationTitle("Board (\(notes.count))")
      .toolbar {
        Menu("Style") {
          Button("Highlight") { isHighlighted = true }
          Button("Plain") { isHighlighted = false }
        }
        Button("Add") { notes.append("Note \(notes.count + 1)") }
          .buttonStyle(.borderedProminent)
      }
    }
  }
}
