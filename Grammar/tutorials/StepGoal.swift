import Vellum

/// A step counter with a goal, as first SwiftUI tutorials write one: a stepper, a progress bar
/// toward the goal, a message when it is reached, and a reset.
struct StepGoal: View {
  @State private var steps = 0
  @State private var goal = 5

  private var progress: Double { min(Double(steps) / Double(goal), 1) }

  var body: some View {
    VStack(spacing: 20) {
      Text("\(steps) of \(goal) steps")
        .font(.title)
      ProgressView(value: progress)
      Stepper("Steps: \(steps)", value: $steps, in: 0...20)
      Stepper("Goal: \(goal)", value: $goal, in: 1...20)
      if steps >= goal {
        Label("Goal reached!", systemImage: "star.fill")
          .foregroundStyle(.green)
      }
      Button("Reset") { steps = 0 }
        .disabled(steps == 0)
    }
    .padding()
  }
}
