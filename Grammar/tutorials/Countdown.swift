import Foundation
import Vellum

/// A countdown timer, as timer tutorials write one: a length chosen from presets, a ring
/// showing what is left, a publisher that ticks each second while running, and start, pause
/// and reset.
struct Countdown: View {
  @State private var length = 60
  @State private var remaining = 60
  @State private var isRunning = false

  private let presets = [30, 60, 300]
  private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  private var clock: String { String(format: "%d:%02d", remaining / 60, remaining % 60) }
  private var fraction: Double { Double(remaining) / Double(length) }

  var body: some View {
    VStack(spacing: 20) {
      Picker("Length", selection: $length) {
        ForEach(presets, id: \.self) { seconds in
          Text(seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min").tag(seconds)
        }
      }
      .pickerStyle(.segmented)
      .disabled(isRunning)
      .onChange(of: length) {
        remaining = length
      }
      ZStack {
        Circle()
          .stroke(.gray.opacity(0.3), lineWidth: 10)
        RemainingArc(fraction: fraction)
          .stroke(remaining > 10 ? .blue : .red, lineWidth: 10)
        Text(clock)
          .font(.largeTitle.monospacedDigit())
      }
      .frame(width: 200, height: 200)
      HStack(spacing: 16) {
        Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
          .buttonStyle(.borderedProminent)
          .disabled(remaining == 0)
        Button("Reset") {
          isRunning = false
          remaining = length
        }
        .disabled(remaining == length && !isRunning)
      }
    }
    .padding()
    .onReceive(timer) { _ in
      guard isRunning else { return }
      if remaining > 0 {
        remaining -= 1
      } else {
        isRunning = false
      }
    }
  }
}

/// What is left of a countdown, clockwise from the top.
struct RemainingArc: Shape {
  var fraction: Double

  func path(in rect: CGRect) -> Path {
    Path { path in
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
    }
  }
}
