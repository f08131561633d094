import Vellum

/// A habit and how many days in a row it was kept.
struct Habit: Identifiable {
  let id: Int
  var name: String
  var streak: Int

  /// The habits a new tracker starts with.
  static let samples = [
    sample(id: 1, name: "Read", streak: 4),
    sample(id: 2, name: "Walk"),
  ]

  /// Counts `days` more days in a row.
  mutating func keep(days: Int) {
    streak += days
  }

  /// A habit for the samples, kept for `streak` days.
  static func sample(id: Int, name: String, streak: Int = 0) -> Habit {
    Habit(id: id, name: name, streak: streak)
  }
}

/// How well a habit has taken hold.
enum Level {
  case new, growing, strong

  /// The mark shown before the habit's name.
  var symbol: String {
    switch self {
    case .new: "○"
    case .growing: "◐"
    case .strong: "●"
    }
  }

  /// The mark and the habit's name, as a row shows them.
  func label(for name: String) -> String {
    "\(symbol) \(name)"
  }
}

extension Habit {
  /// The names a new habit takes, in turn.
  static let suggestions = ["Stretch", "Journal", "Cook"]

  /// A habit not kept yet. Declared in an extension, it leaves the memberwise initializer.
  init(id: Int, name: String) {
    self.id = id
    self.name = name
    streak = 0
  }

  /// How the streak reads beside the habit's name.
  var level: Level { streak >= 5 ? .strong : streak > 0 ? .growing : .new }

  var summary: String {
    streak == 0 ? "not started" : streak == 1 ? "1 day" : "\(streak) days"
  }
}

/// A habit tracker: the habits with their streaks, a day kept with a tap, new habits added
/// from suggestions, and a reset for all of them.
struct Habits: View {
  @State private var habits = Habit.samples
  @State private var nextID = 3

  var body: some View {
    VStack(alignment: .leading) {
      header
      ForEach(habits) { habit in
        HabitRow(habit: habit, isBest: habit.streak == best && best > 0)
      }
      HStack {
        Button("All +1") { keep() }
        Button("Read +2") { keep(named: "Read", days: 2) }
        Button("Add", systemImage: "plus") { add() }
        Button("Reset") { reset() }
      }
    }
    .padding()
  }
}

extension Habits {
  /// The longest streak.
  var best: Int { habits.map { $0.streak }.max() ?? 0 }

  var header: some View {
    Text(headline())
      .font(.headline)
  }

  /// How many habits there are, and how many have started.
  private func headline() -> String {
    var started = 0
    for habit in habits where habit.streak > 0 {
      started += 1
    }
    var text = "\(habits.count) habits"
    if started > 0 {
      text += ", \(started) started"
    }
    return text
  }

  /// Keeps the habits named `name` (all of them when `nil`) for `days` more days.
  private func keep(named name: String? = nil, days: Int = 1) {
    for index in 0..<habits.count where name == nil || habits[index].name == name {
      habits[index].keep(days: days)
    }
  }

  private func add() {
    let suggestions = Habit.suggestions
    habits.append(Habit(id: nextID, name: suggestions[(nextID - 3) % suggestions.count]))
    nextID += 1
  }

  private func reset() {
    for index in 0..<habits.count {
      habits[index].streak = 0
    }
  }
}

/// One habit: its name and streak, marked when it is the best.
struct HabitRow: View {
  let habit: Habit
  var isBest: Bool = false

  var body: some View {
    HStack {
      Text(habit.level.label(for: habit.name))
      Spacer()
      Text(isBest ? "★ \(habit.summary)" : habit.summary)
        .foregroundStyle(isBest ? .orange : .secondary)
    }
  }
}

#Preview("Habits") {
  Habits()
}
