import Vellum

/// Grids, a menu, a progress view, colors and frames.
struct Layouts: View {
  @State private var shared = 0

  var body: some View {
    VStack {
      LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.adaptive(minimum: 40), spacing: 4)]) {
        Text("A")
        Text("B")
      }
      Grid {
        GridRow {
          Text("C")
          Divider()
        }
      }
      Menu("More") { Button("Share") { shared += 1 } }
      ProgressView("Upload", value: 0.5)
      Text("Red").frame(maxWidth: .infinity, alignment: .leading).background(Color.red)
      Text("Faint").opacity(0.5).foregroundStyle(.secondary)
      Button("Go") { shared += 10 }.buttonStyle(.bordered).tint(.green)
      Text("Shared \(shared)")
    }
    .frame(width: 300)
  }
}
