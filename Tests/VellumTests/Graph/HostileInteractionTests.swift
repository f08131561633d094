import Testing
import Vellum

private struct Fader: View {
  @State var opacity = Double.nan
  @State var flag = false
  var body: some View {
    VStack {
      Text("Faded").opacity(opacity)
      Button(flag ? "On" : "Off") { flag.toggle() }
    }
  }
}

/// Interactions and updates that used to trap, store bad values or leave stale reports.
@MainActor
@Suite struct HostileInteractionTests {
  @Test func tappingAHugeIndexThrowsInsteadOfTrapping() {
    let host = ViewHost(
      VStack {
        Button("Twin") {}
        Button("Twin") {}
      })
    #expect(throws: InteractionError.self) { try host.tap("Twin", at: .max) }
    #expect(throws: InteractionError.self) { try host.tap("Twin", at: -1) }
  }

  @Test func slidingToANonFiniteValueThrowsAndKeepsTheValue() throws {
    var volume = 0.5
    let host = ViewHost(
      Slider(value: Binding(get: { volume }, set: { volume = $0 })) { Text("Volume") })
    #expect {
      try host.slide("Volume", to: .nan)
    } throws: { ($0 as? InteractionError)?.kind == .notFinite }
    #expect(throws: InteractionError.self) { try host.slide("Volume", to: .infinity) }
    #expect(volume == 0.5)
  }

  @Test func steppingPastABoundThrows() throws {
    var count = 2
    let host = ViewHost(
      Stepper("Count", value: Binding(get: { count }, set: { count = $0 }), in: 0...3))
    try host.increment("Count")
    #expect {
      try host.increment("Count")
    } throws: { ($0 as? InteractionError)?.kind == .atBound }
    #expect(count == 3)
  }

  @Test func anOutsideWriteOfAnEqualValueLeavesAnEmptyLastUpdate() throws {
    let box = BindingBox()
    let host = ViewHost(Flag(box: box))
    box.flag?.wrappedValue = true
    #expect(host.lastUpdate.patches.count == 1)
    box.flag?.wrappedValue = true
    #expect(host.lastUpdate.patches.isEmpty)
    #expect(host.lastUpdate.evaluatedViews.isEmpty)
    #expect(host.root.visibleText == "On")
  }

  /// Insets and colors holding NaN compared unequal to themselves, so an update set them
  /// again with an old value the tree "did not have".
  @Test func aNaNInsideInsetsAndColorsKeepsThePatchInvariant() throws {
    let host = ViewHost(NaNPadded())
    let before = host.root
    #expect(before == before)
    try host.tap("Off")
    #expect(host.lastUpdate.patches.count == 1)
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
  }

  @Test func aWriteNoViewReadsRunsNoUpdate() throws {
    let box = BindingBox()
    let host = ViewHost(Flag(box: box))
    let seen = host.lastUpdate.number
    box.flag?.wrappedValue = true
    #expect(host.lastUpdate.number != seen)
    let changed = host.lastUpdate.number
    #expect(host.lastUpdate.number == changed)
  }

  @Test func aNaNAttributeKeepsThePatchInvariant() throws {
    let host = ViewHost(Fader())
    let before = host.root
    try host.tap("Off")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
    #expect(host.root == host.root)
  }
}

private struct NaNPadded: View {
  @State private var flag = false
  var body: some View {
    Button(flag ? "On" : "Off") { flag.toggle() }
      .padding(.nan)
      .background(Color(red: .nan, green: 0, blue: 0))
  }
}

/// Keeps the binding of a view's `@State`, so a test can write it from outside.
@MainActor
private final class BindingBox {
  var flag: Binding<Bool>?
}

private struct Flag: View {
  let box: BindingBox
  @State private var isOn = false
  var body: some View {
    Text(isOn ? "On" : "Off").onAppear { box.flag = $isOn }
  }
}

private struct Looper: View {
  @State private var ticks = 0
  var body: some View {
    Text("ticks \(ticks)")
      .task {
        while !Task.isCancelled {
          ticks += 1
          try? await Task.sleep(for: .milliseconds(5))
        }
      }
  }
}

private struct Loader: View {
  @State private var status = "loading"
  var body: some View {
    Text(status).task {
      try? await Task.sleep(for: .milliseconds(20))
      status = "loaded"
    }
  }
}

/// Notes when a task stopped.
@MainActor
private final class TaskLog {
  var stopped = false
}

/// Runs a task until it is cancelled, then notes that it stopped.
private struct Spinner: View {
  let log: TaskLog
  var body: some View {
    Text("spinning")
      .task {
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        log.stopped = true
      }
  }
}

@MainActor
@Suite struct SettleTests {
  /// A host that goes away cancels the tasks its views started, also one `settle()` stopped
  /// waiting for.
  @Test func aHostGoingAwayCancelsTheTasksStillRunning() async {
    let log = TaskLog()
    var host: ViewHost? = ViewHost(Spinner(log: log))
    await host?.settle(timeout: .milliseconds(50))
    #expect(!log.stopped)
    host = nil
    for _ in 0..<400 where !log.stopped { try? await Task.sleep(for: .milliseconds(5)) }
    #expect(log.stopped)
  }

  @Test func settleGivesUpOnATaskThatRunsUntilCancelledAndNamesIt() async {
    let host = ViewHost(Looper())
    await host.settle(timeout: .milliseconds(300))
    #expect(
      host.diagnostics.contains(
        "settle() stopped waiting after 0.3 seconds: the .task of Looper is still running"))
  }

  @Test func settleWaitsForATaskThatFinishes() async {
    let host = ViewHost(Loader())
    await host.settle()
    #expect(host.root.visibleText == "loaded")
    #expect(host.diagnostics.isEmpty)
  }
}
