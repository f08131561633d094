import Vellum

/// How urgent an errand is.
enum Priority: String, CaseIterable {
  case low = "Low"
  case high = "High"
}

/// An errand to run.
struct Errand: Identifiable {
  let id: Int
  let title: String
  var priority: Priority
  var isDone: Bool

  var label: String {
    priority == .high ? title + " !" : title
  }
}

/// Errands sorted and filtered by priority: finish one, and see what is left.
struct Errands: View {
  @State private var errands = [
    Errand(id: 1, title: "Post office", priority: .low, isDone: false),
    Errand(id: 2, title: "Bank", priority: .high, isDone: false),
    Errand(id: 3, title: "Bakery", priority: .low, isDone: true),
  ]
  @State private var shown: Priority? = nil
  @State private var note: String? = nil

  private var remaining: Int {
    errands.filter { !$0.isDone }.count
  }

  var summary: some View {
    Text(remaining == 0 ? "All done" : "\(remaining) left")
      .font(.headline)
  }

  func row(_ errand: Errand) -> some View {
    HStack {
      Text(errand.label)
      Spacer()
      Text(errand.isDone ? "done" : errand.priority.rawValue)
    }
  }

  var body: some View {
    VStack {
      summary
      let visible = errands.filter { shown == nil || $0.priority == shown }
      ForEach(visible.sorted { $0.title < $1.title }) { row($0) }
      HStack {
        Button("All") { shown = nil }
        ForEach(Priority.allCases, id: \.self) { priority in
          Button(priority.rawValue) { shown = priority }
        }
      }
      Button("Finish the bank") {
        guard !errands[1].isDone else { return }
        errands[1].isDone = true
        note = "Finished " + errands[1].title
      }
      Text(note ?? "Nothing finished yet")
      Text(
        "\(note?.count ?? 0) letters, \(errands.map { $0.title.count }.reduce(0) { $0 + $1 }) in all"
      )
    }
  }
}
