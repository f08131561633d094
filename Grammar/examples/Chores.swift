import Vellum

/// A chore on the list.
struct Chore: Identifiable, Hashable {
  let id: Int
  var title: String
  var isDone: Bool
}

/// A chore list: select a chore to finish or remove it, add new ones, hide finished ones.
struct Chores: View {
  @State private var chores = [
    Chore(id: 1, title: "Water the plants", isDone: true),
    Chore(id: 2, title: "Take out the bins", isDone: false),
  ]
  @State private var nextID = 3
  @State private var selected: Int? = nil
  @State private var showsDone = true

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(chores.count) chores")
        .bold()
      Toggle("Show finished", isOn: $showsDone)
      ForEach(0..<chores.count, id: \.self) { index in
        if showsDone || !chores[index].isDone {
          HStack {
            Text(chores[index].isDone ? "✓" : "·")
            Button(chores[index].title) { selected = index }
          }
        }
      }
      if let index = selected {
        Text("Selected: \(chores[index].title)")
        HStack {
          Button("Finish") { chores[index].isDone = true }
            .disabled(chores[index].isDone)
          Button("Remove") {
            chores.remove(at: index)
            selected = nil
          }
        }
      } else {
        Text("Nothing selected")
      }
      Button("Add") {
        chores.insert(Chore(id: nextID, title: "Chore \(nextID)", isDone: false), at: 0)
        nextID += 1
        if selected != nil {
          selected = nil
        }
      }
    }
  }
}
