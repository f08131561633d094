import Vellum

/// A habit tracked day by day.
@Observable
final class Habit: Identifiable {
  let id: Int
  var name: String
  var streak: Int

  init(id: Int, name: String, streak: Int = 0) {
    self.id = id
    self.name = name
    self.streak = streak
  }
}

/// A habit tracker, as `@Observable` tutorials write one: objects shared by a list and a
/// detail (`@Bindable`), a new habit added from an alert with a text field.
struct HabitTracker: View {
  @State private var habits = [Habit(id: 1, name: "Read", streak: 3), Habit(id: 2, name: "Walk")]
  @State private var isAdding = false
  @State private var newName = ""

  var body: some View {
    NavigationStack {
      List(habits) { habit in
        NavigationLink {
          HabitDetail(habit: habit)
        } label: {
          HStack {
            Text(habit.name)
            Spacer()
            Text("\(habit.streak) days")
          }
        }
      }
      .navigationTitle("Habits")
      .toolbar {
        Button("New habit") { isAdding = true }
      }
      .alert("New habit", isPresented: $isAdding) {
        TextField("Name", text: $newName)
        Button("Add") {
          habits.append(Habit(id: habits.count + 1, name: newName))
          newName = ""
        }
        Button("Cancel", role: .cancel) {}
      }
    }
  }
}

/// A habit's detail, changing the shared object.
struct HabitDetail: View {
  @Bindable var habit: Habit

  var body: some View {
    Form {
      TextField("Name", text: $habit.name)
      Stepper("Streak: \(habit.streak)", value: $habit.streak, in: 0...365)
      Button("Done today") { habit.streak += 1 }
    }
    .navigationTitle(habit.name)
  }
}
