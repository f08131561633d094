import Foundation
import Testing
import Vellum

private final class Thermometer: ObservableObject {
  @Published var celsius = 20.0
  @Published var fahrenheit = 0.0
  @Published var label = ""
  private var cancellables: Set<AnyCancellable> = []

  init() {
    $celsius.map { $0 * 9 / 5 + 32 }.assign(to: &$fahrenheit)
    $celsius.map { $0 >= 25 ? "warm" : "mild" }.removeDuplicates()
      .assign(to: \.label, on: self)
      .store(in: &cancellables)
  }
}

private final class LegacyModel: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var count = 0 {
    willSet { objectWillChange.send() }
  }
}

private struct LegacyView: View {
  @ObservedObject var model: LegacyModel
  var body: some View {
    Button("Count: \(model.count)") { model.count += 1 }
  }
}

private struct ThermometerView: View {
  @StateObject private var model = Thermometer()
  var body: some View {
    VStack {
      Text("\(Int(model.fahrenheit)) °F, \(model.label)")
      Button("Warmer") { model.celsius += 5 }
    }
  }
}

private struct InboxView: View {
  let messages: PassthroughSubject<String, Never>
  @State private var last = "nothing yet"
  var body: some View {
    Text("Last: \(last)").onReceive(messages) { last = $0 }
  }
}

private struct Toggler: View {
  let messages: PassthroughSubject<String, Never>
  @State private var showsInbox = true
  var body: some View {
    VStack {
      if showsInbox { InboxView(messages: messages) }
      Button("Hide") { showsInbox = false }
    }
  }
}

private struct StopwatchView: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var seconds = 0
  var body: some View {
    Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
  }
}

private final class Ticker: ObservableObject {
  @Published var ticks = 0
  private var cancellables: Set<AnyCancellable> = []
  init() {
    Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
      .sink { [weak self] _ in self?.ticks += 1 }
      .store(in: &cancellables)
  }
}

private struct TickerView: View {
  @StateObject private var ticker = Ticker()
  var body: some View { Text("ticks: \(ticker.ticks)") }
}

private struct JustView: View {
  @State private var answer = 0
  var body: some View { Text("answer \(answer)").onReceive(Just(42)) { answer = $0 } }
}

@MainActor
@Suite struct PublisherTests {
  @Test func aPublishedPropertySendsItsValueThenEveryChangeBeforeItIsStored() {
    let model = Thermometer()
    var seen: [Double] = []
    var storedWhenSent: [Double] = []
    var changes = 0
    let values = model.$celsius.sink { value in
      seen.append(value)
      storedWhenSent.append(model.celsius)
    }
    let willChange = model.objectWillChange.sink { changes += 1 }
    model.celsius = 30
    model.celsius = 10
    #expect(seen == [20, 30, 10])
    #expect(storedWhenSent == [20, 20, 30])
    // Each write announces three changes: celsius, then fahrenheit and label through `assign`.
    #expect(changes == 6)
    _ = (values, willChange)
  }

  @Test func operatorsChainAsInCombine() {
    let subject = PassthroughSubject<String, Never>()
    var received: [Int] = []
    let cancellable = subject.compactMap(Int.init).filter { $0 > 0 }.removeDuplicates()
      .map { $0 * 10 }.dropFirst().sink { received.append($0) }
    for text in ["1", "x", "2", "2", "-3", "3", "2"] { subject.send(text) }
    #expect(received == [20, 30, 20])
    cancellable.cancel()
    subject.send("9")
    #expect(received == [20, 30, 20])
  }

  @Test func assignToPublishedFollowsUpstreamAndAnnouncesTheChange() throws {
    let host = ViewHost(ThermometerView())
    #expect(host.root.visibleText == "68 °F, mild Warmer")
    try host.tap("Warmer")
    #expect(host.root.visibleText == "77 °F, warm Warmer")
    try host.tap("Warmer")
    #expect(host.root.visibleText == "86 °F, warm Warmer")
  }

  @Test func aCustomObjectWillChangeSubjectDrivesTheView() throws {
    let host = ViewHost(LegacyView(model: LegacyModel()))
    try host.tap("Count: 0")
    #expect(host.root.visibleText == "Count: 1")
  }

  @Test func cancellablesEndWhenReleasedOrCancelledAndStoreInCollections() {
    let subject = CurrentValueSubject<Int, Never>(1)
    var seen: [Int] = []
    var set: Set<AnyCancellable> = []
    var list: [AnyCancellable] = []
    subject.sink { seen.append($0) }.store(in: &set)
    subject.map { -$0 }.sink { seen.append($0) }.store(in: &list)
    subject.value = 2
    set.removeAll()
    subject.send(3)
    list[0].cancel()
    subject.send(4)
    #expect(seen == [1, -1, 2, -2, -3])
    #expect(subject.value == 4)
  }

  @Test func subjectsDeliverCompletionOnceAndNothingAfterIt() {
    let subject = PassthroughSubject<Int, Never>()
    var events: [String] = []
    let cancellable = subject.sink(
      receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
    subject.send(1)
    subject.send(completion: .finished)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(events == ["1", "finished"])
    _ = cancellable
  }

  @Test func combineLatestMergeAndErasure() {
    let email = CurrentValueSubject<String, Never>("")
    let password = PassthroughSubject<String, Never>()
    var canSignIn: [Bool] = []
    let combined = email.combineLatest(password).map { !$0.isEmpty && !$1.isEmpty }
      .eraseToAnyPublisher().sink { canSignIn.append($0) }
    email.send("ada@example.com")
    password.send("secret")
    email.send("")
    #expect(canSignIn == [true, false])

    let saves = PassthroughSubject<String, Never>()
    let shortcuts = PassthroughSubject<String, Never>()
    var merged: [String] = []
    let both = saves.merge(with: shortcuts).receive(on: DispatchQueue.main).sink {
      merged.append($0)
    }
    saves.send("button")
    shortcuts.send("⌘S")
    #expect(merged == ["button", "⌘S"])
    _ = (combined, both)
  }

  @Test func onReceiveRunsTheActionUntilTheViewDisappears() throws {
    let messages = PassthroughSubject<String, Never>()
    let host = ViewHost(Toggler(messages: messages))
    messages.send("hello")
    #expect(host.root.visibleText == "Last: hello Hide")
    try host.tap("Hide")
    messages.send("ignored")
    #expect(host.root.visibleText == "Hide")
    #expect(host.diagnostics.isEmpty)
  }

  @Test func onReceiveOfJustRunsOnceAfterTheViewAppears() {
    let host = ViewHost(JustView())
    #expect(host.root.visibleText == "answer 42")
    #expect(host.diagnostics.isEmpty)
  }

  @Test func aTimerTicksOnTheHostClockOnlyWhenTheTestAdvancesIt() {
    let host = ViewHost(StopwatchView())
    let start = host.now
    #expect(host.root.visibleText == "0 s")
    host.advance(by: .milliseconds(2_500))
    #expect(host.root.visibleText == "2 s")
    host.advance(by: .milliseconds(500))
    #expect(host.root.visibleText == "3 s")
    #expect(host.now.timeIntervalSince(start) == 3)
    host.advance(by: .seconds(-5))
    #expect(host.now.timeIntervalSince(start) == 3)
  }

  @Test func aModelsTimerCreatedDuringMountTicksOnTheHostClock() {
    let host = ViewHost(TickerView())
    host.advance(by: .seconds(2))
    #expect(host.root.visibleText == "ticks: 4")
  }

  /// A value sent from another thread used to trap in `MainActor.assumeIsolated`; it is now
  /// delivered on the main actor afterwards.
  @Test func onReceiveOfAValueSentFromAnotherThreadUpdatesTheViewLater() async {
    let inbox = PassthroughSubject<String, Never>()
    let host = ViewHost(InboxView(messages: inbox))
    await Task.detached { inbox.send("from far away") }.value
    await host.settle()
    #expect(host.root.visibleText.contains("from far away"))
  }

  @Test func receiveOnTheMainQueueHopsFromAnotherThread() async {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.receive(on: DispatchQueue.main).sink { received.append($0) }
    subject.send(1)
    #expect(received == [1])
    await Task.detached { subject.send(2) }.value
    for _ in 0..<100 where received.count < 2 { await Task.yield() }
    #expect(received == [1, 2])
    cancellable.cancel()
  }
}
