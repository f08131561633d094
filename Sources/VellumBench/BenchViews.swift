import Observation
import Vellum

/// The benchmark's row: `HStack { Text("Row \(i) & <b>"); Spacer(); Button("Delete") { … } }`,
/// with a flag of its own so one row can change alone.
struct BenchRow: View {
  let index: Int
  let registry: RowRegistry?
  @State private var isDone = false

  var body: some View {
    HStack {
      Text("Row \(index) & <b>")
      Spacer()
      Button(isDone ? "Undo" : "Delete") { isDone.toggle() }
    }
    .onAppear { registry?.toggles[index] = $isDone }
  }
}

/// The bindings of rows that registered, so the benchmark can flip one row's state directly,
/// without the cost of searching the screen for a label.
@MainActor
final class RowRegistry {
  var toggles: [Int: Binding<Bool>] = [:]
}

/// A list of `count` rows.
struct BenchList: View {
  let count: Int
  let registry: RowRegistry?

  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { BenchRow(index: $0, registry: registry) }
    }
  }
}

/// The ids a keyed list shows, changed by the benchmark between renders.
@Observable
final class KeyedItems {
  var ids: [Int]

  init(count: Int) { ids = Array(0..<count) }
}

/// A keyed list over `KeyedItems`.
struct KeyedList: View {
  let items: KeyedItems

  var body: some View {
    List {
      ForEach(items.ids, id: \.self) { BenchRow(index: $0, registry: nil) }
    }
  }
}

/// A row of a real screen rather than the benchmark's bare one: the same views with the
/// modifiers screens put on them (padding, a frame, a font, a color, an opacity), for what modifier
/// calls cost a row (`--profile modified`).
struct ModifiedRow: View {
  let index: Int
  @State private var isDone = false

  var body: some View {
    HStack {
      Text("Row \(index) & <b>").font(.headline).padding(.vertical, 4)
        .frame(maxWidth: .infinity, alignment: .leading)
      Spacer()
      Button(isDone ? "Undo" : "Delete") { isDone.toggle() }
        .foregroundColor(.red).opacity(isDone ? 0.5 : 1).bold()
    }
    .padding(4)
  }
}

/// A list of `count` modified rows.
struct ModifiedList: View {
  let count: Int

  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { ModifiedRow(index: $0) }
    }
  }
}
