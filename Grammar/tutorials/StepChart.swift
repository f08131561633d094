import Vellum

/// Bars for a series of values, each as tall as its share of the largest, with a gap
/// between them: a chart drawn as one path.
struct Bars: Shape {
  var values: [Double]
  var gap: Double = 4

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard let largest = values.max(), largest > 0 else { return path }
    let width = (rect.width - gap * Double(values.count - 1)) / Double(values.count)
    for (index, value) in values.enumerated() {
      let height = rect.height * value / largest
      let x = rect.minX + Double(index) * (width + gap)
      path.addRect(CGRect(x: x, y: rect.maxY - height, width: width, height: height))
    }
    return path
  }
}

/// A baseline under a chart.
struct Baseline: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    return path
  }
}

/// Which span of days a chart shows.
enum ChartSpan: String, CaseIterable, Identifiable {
  case week = "Week"
  case fortnight = "Fortnight"

  var id: Self { self }

  var steps: [Double] {
    switch self {
    case .week: [4200, 8800, 6100, 10_400, 7300, 12_000, 5600]
    case .fortnight:
      [3000, 5000, 9000, 7000, 6500, 8000, 11_000, 4000, 6000, 7500, 9500, 10_000, 3500, 8500]
    }
  }
}

/// A step chart, as chart tutorials draw one by hand: bars from a custom shape over a
/// baseline, a segmented span picker, the average and best day, and a goal line toggle.
struct StepChart: View {
  @State private var span = ChartSpan.week
  @State private var showsGoal = false

  private var average: Int { Int(span.steps.reduce(0, +) / Double(span.steps.count)) }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Picker("Span", selection: $span) {
        ForEach(ChartSpan.allCases) { span in
          Text(span.rawValue).tag(span)
        }
      }
      .pickerStyle(.segmented)
      ZStack {
        Bars(values: span.steps)
          .fill(.blue)
        Baseline()
          .stroke(.gray, lineWidth: 1)
        if showsGoal {
          Baseline()
            .stroke(.orange, lineWidth: 2)
            .padding(.bottom, 100)
        }
      }
      .frame(height: 120)
      Text("Average: \(average) steps")
      Text("Best day: \(Int(span.steps.max() ?? 0)) steps")
        .foregroundStyle(.secondary)
      Toggle("Show goal", isOn: $showsGoal)
    }
    .padding()
  }
}
