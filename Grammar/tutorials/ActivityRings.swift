import Vellum

/// An arc of a ring from the top, as far round as a fraction says.
struct RingArc: Shape {
  var fraction: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
      startAngle: .zero, endAngle: .degrees(360 * min(fraction, 1)), clockwise: false)
    return path
  }
}

/// One day's activity goal: minutes done of a goal.
struct ActivityGoal: Identifiable {
  let id: String
  var minutes: Int
  var goal: Int
  let color: Color

  var fraction: Double { Double(minutes) / Double(goal) }
}

/// Activity rings, as fitness tutorials draw them: one arc per goal, turned to start at the
/// top, each grown by a button with an animation, and a summary of what is closed.
struct ActivityRings: View {
  @State private var goals = [
    ActivityGoal(id: "Move", minutes: 20, goal: 30, color: .red),
    ActivityGoal(id: "Exercise", minutes: 10, goal: 30, color: .green),
    ActivityGoal(id: "Stand", minutes: 6, goal: 12, color: .cyan),
  ]

  private var closed: Int { goals.filter { $0.minutes >= $0.goal }.count }

  var body: some View {
    VStack(spacing: 20) {
      ZStack {
        ForEach(Array(goals.enumerated()), id: \.offset) { index, goal in
          RingArc(fraction: goal.fraction)
            .stroke(goal.color, lineWidth: 12)
            .rotationEffect(.degrees(-90))
            .padding(CGFloat(index) * 16)
        }
      }
      .frame(width: 150, height: 150)
      Text(closed == goals.count ? "All rings closed!" : "\(closed) of \(goals.count) closed")
        .font(.headline)
      ForEach($goals) { $goal in
        HStack {
          Circle()
            .fill(goal.color)
            .frame(width: 10, height: 10)
          Text("\(goal.id): \(goal.minutes)/\(goal.goal)")
          Spacer()
          Button("Add 5 to \(goal.id)") {
            withAnimation(.easeOut) {
              goal.minutes += 5
            }
          }
        }
      }
    }
    .padding()
  }
}
