import Vellum

/// A stopwatch, as timer tutorials write one: a timer publisher, start, stop, lap and reset,
/// laps listed newest first, and the time formatted as minutes and seconds.
struct Stopwatch: View {
  @State private var elapsed = 0
  @State private var isRunning = false
  @State private var laps: [Int] = []
  private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack(spacing: 16) {
      Text(formatted(elapsed))
        .font(.system(size: 48, design: .monospaced))
      HStack {
        Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
          .buttonStyle(.borderedProminent)
        Button("Lap") { laps.insert(elapsed, at: 0) }
          .disabled(!isRunning)
        Button("Reset") {
          elapsed = 0
          laps.removeAll()
        }
        .disabled(isRunning || elapsed == 0)
      }
      List {
        ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
          HStack {
            Text("Lap \(laps.count - index)")
            Spacer()
            Text(formatted(lap))
          }
        }
      }
    }
    .onReceive(timer) { _ in
      if isRunning { elapsed += 1 }
    }
  }

  private func formatted(_ seconds: Int) -> String {
    String(format: "%02d:%02d", seconds / 60, seconds % 60)
  }
}
