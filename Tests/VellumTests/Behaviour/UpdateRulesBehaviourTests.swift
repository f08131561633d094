import Observation
import Testing
import Vellum

@MainActor
private final class Tally {
  var lines: [String] = []
  static func + (tally: Tally, line: String) -> Tally {
    tally.lines.append(line)
    return tally
  }
}

private final class Counter: ObservableObject {
  @Published var value = 0
  let serial: Int
  nonisolated(unsafe) static var made = 0
  init() {
    Counter.made += 1
    serial = Counter.made
  }
}

@Observable
@MainActor
private final class Profile {
  var name = "Ada"
  var age = 36
}

/// Which changes update which views, and which identities keep their state.
///
/// Sources: Apple's documentation of `StateObject` ("SwiftUI creates a new instance of the
/// model object only once during the lifetime of the container that declares the state
/// object"), `ObservedObject` ("Don't specify a default or initial value for the observed
/// object"; the view updates when the object publishes), "Managing model data in your app"
/// and WWDC23 "Discover Observation in SwiftUI" (a view updates when a property its body read
/// changes, not for properties it did not read), `Bindable`, `id(_:)` ("When the proxy value
/// specified by the id parameter changes, the identity of the view — for example, its state —
/// is reset"), `AnyView` ("Whenever the type of view used with an AnyView changes, the old
/// hierarchy is destroyed and a new hierarchy is created"), WWDC21 "Demystify SwiftUI"
/// (structural identity: each branch of an `if` is its own view), `onChange(of:initial:_:)`,
/// `task(id:priority:_:)`, `PreferenceKey`, and `Spring`'s overview (`Spring(duration: 0.5,
/// bounce: 0.3)` has stiffness 157.9 and damping 17.6; `Spring(mass: 1, stiffness: 100,
/// damping: 10)` has duration 0.63 and bounce 0.5).
@MainActor
@Suite struct UpdateRulesBehaviourTests {
  private struct Owner: View {
    @StateObject private var counter = Counter()
    var body: some View {
      Button("Owned \(counter.serial): \(counter.value)") { counter.value += 1 }
    }
  }

  private struct Parent: View {
    @State private var generation = 0
    var body: some View {
      VStack {
        Button("Refresh \(generation)") { generation += 1 }
        Owner()
        Watcher(counter: Counter())
      }
    }
  }

  private struct Watcher: View {
    @ObservedObject var counter: Counter
    var body: some View {
      Button("Watched \(counter.value)") { counter.value += 1 }
    }
  }

  @Test func aStateObjectIsMadeOnceForItsViewsLifetime() throws {
    let host = ViewHost(Parent())
    let owned = { host.root.visibleText.firstMatch(of: /Owned \d+: \d+/).map { String($0.0) } }
    let first = try #require(owned())
    try host.tap(first)
    let tapped = try #require(owned())
    try host.tap("Refresh 0")
    #expect(owned() == tapped, "the same object, with its count, after the parent updated")
    #expect(tapped.hasSuffix(": 1"))
  }

  @Test func anObservedObjectMadeByTheParentIsReplacedWhenTheParentUpdates() throws {
    let host = ViewHost(Parent())
    try host.tap("Watched 0")
    #expect(host.root.visibleText.contains("Watched 1"))
    try host.tap("Refresh 0")
    #expect(host.root.visibleText.contains("Watched 0"))
  }

  @Test func aPublishedChangeUpdatesTheObservingView() throws {
    let counter = Counter()
    let host = ViewHost(Watcher(counter: counter))
    counter.value = 5
    #expect(host.root.visibleText == "Watched 5")
  }

  private struct NameOnly: View {
    let profile: Profile
    let tally: Tally
    var body: some View {
      let _ = tally + "name body"
      Text(profile.name)
    }
  }

  @Test func anObservableChangeUpdatesOnlyViewsThatReadIt() {
    let profile = Profile()
    let tally = Tally()
    let host = ViewHost(NameOnly(profile: profile, tally: tally))
    tally.lines.removeAll()
    profile.age = 37
    _ = host.root
    #expect(tally.lines.isEmpty)
    profile.name = "Grace"
    #expect(host.root.visibleText == "Grace")
    #expect(tally.lines == ["name body"])
  }

  @Test func aBindableBindingWritesThroughToTheModel() throws {
    struct Editor: View {
      @Bindable var profile: Profile
      var body: some View { TextField("Name", text: $profile.name) }
    }
    let profile = Profile()
    let host = ViewHost(Editor(profile: profile))
    try host.type("Linus", into: "Name")
    #expect(profile.name == "Linus")
  }

  @Test func anObservableHeldInStateSurvivesTheParentsUpdates() throws {
    struct Holder: View {
      @State private var profile = Profile()
      @State private var ticks = 0
      var body: some View {
        VStack {
          Button("Tick \(ticks)") { ticks += 1 }
          Button("Rename \(profile.name)") { profile.name = "Grace" }
        }
      }
    }
    let host = ViewHost(Holder())
    try host.tap("Rename Ada")
    try host.tap("Tick 0")
    #expect(host.root.visibleText.contains("Rename Grace"))
  }

  private struct Tapper: View {
    @State private var taps = 0
    var body: some View { Button("Taps \(taps)") { taps += 1 } }
  }

  @Test func changingAnIDResetsTheViewsState() throws {
    struct Resetting: View {
      @State private var key = 0
      var body: some View {
        VStack {
          Button("Reset") { key += 1 }
          Tapper().id(key)
        }
      }
    }
    let host = ViewHost(Resetting())
    try host.tap("Taps 0")
    #expect(host.root.visibleText.contains("Taps 1"))
    try host.tap("Reset")
    #expect(host.root.visibleText.contains("Taps 0"))
  }

  @Test func anAnyViewOfAnotherTypeResetsItsContentButTheSameTypeKeepsIt() throws {
    struct Switching: View {
      @State private var plain = false
      @State private var ticks = 0
      var body: some View {
        VStack {
          Button("Switch") { plain.toggle() }
          Button("Tick") { ticks += 1 }
          plain ? AnyView(Text("Plain")) : AnyView(Tapper())
        }
      }
    }
    let host = ViewHost(Switching())
    try host.tap("Taps 0")
    try host.tap("Tick")
    #expect(host.root.visibleText.contains("Taps 1"), "the same type keeps its state")
    try host.tap("Switch")
    try host.tap("Switch")
    #expect(host.root.visibleText.contains("Taps 0"), "another type in between reset it")
  }

  @Test func eachBranchOfAnIfHasItsOwnState() throws {
    struct Branches: View {
      @State private var first = true
      var body: some View {
        VStack {
          Button("Flip") { first.toggle() }
          if first { Tapper() } else { Tapper() }
        }
      }
    }
    let host = ViewHost(Branches())
    try host.tap("Taps 0")
    try host.tap("Flip")
    #expect(host.root.visibleText.contains("Taps 0"))
  }

  @Test func rowsKeepTheirStateWhenTheirIdsMove() throws {
    struct Rows: View {
      @State private var order = [1, 2, 3]
      var body: some View {
        VStack {
          Button("Reverse") { order.reverse() }
          ForEach(order, id: \.self) { number in
            HStack {
              Text("Row \(number)")
              Tapper()
            }
          }
        }
      }
    }
    let host = ViewHost(Rows())
    try host.tap("Taps 0", at: 0)
    try host.tap("Reverse")
    #expect(host.root.visibleText.hasSuffix("Row 1 Taps 1"))
  }

  private struct Watching: View {
    let tally: Tally
    let initial: Bool
    @State private var value = 0
    var body: some View {
      Button("Bump") { value += 1 }
        .onChange(of: value, initial: initial) { old, new in
          _ = tally + "\(old)->\(new)"
        }
    }
  }

  @Test func onChangeRunsOnlyForChangesUnlessAskedForTheInitialValue() throws {
    let quiet = Tally()
    let host = ViewHost(Watching(tally: quiet, initial: false))
    #expect(quiet.lines.isEmpty)
    try host.tap("Bump")
    #expect(quiet.lines == ["0->1"])
    let eager = Tally()
    _ = ViewHost(Watching(tally: eager, initial: true))
    #expect(eager.lines == ["0->0"])
  }

  @Test func aTaskWithAnIDRestartsWhenTheIDChanges() async throws {
    struct Loader: View {
      let tally: Tally
      @State private var page = 1
      var body: some View {
        Button("Next") { page += 1 }
          .task(id: page) { _ = tally + "load \(page)" }
      }
    }
    let tally = Tally()
    let host = ViewHost(Loader(tally: tally))
    await host.settle()
    try host.tap("Next")
    await host.settle()
    #expect(tally.lines == ["load 1", "load 2"])
  }

  private struct Widest: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
      value = max(value, nextValue())
    }
  }

  private struct Titles: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
      value += nextValue()
    }
  }

  @Test func anAncestorReadsItsDescendantsPreferencesCombined() throws {
    struct Measured: View {
      @State private var widest = 0
      @State private var extra = false
      var body: some View {
        VStack {
          Text("Widest \(widest)")
          Button("Grow") { extra = true }
          VStack {
            Text("A").preference(key: Widest.self, value: 40)
            Text("B").preference(key: Widest.self, value: 90)
            if extra { Text("C").preference(key: Widest.self, value: 120) }
          }
          .onPreferenceChange(Widest.self) { widest = $0 }
        }
      }
    }
    let host = ViewHost(Measured())
    #expect(host.root.visibleText.hasPrefix("Widest 90"))
    try host.tap("Grow")
    #expect(host.root.visibleText.hasPrefix("Widest 120"))
  }

  @Test func valuesCombineInScreenOrderAndAWriterReplacesItsContents() {
    struct Listed: View {
      let tally: Tally
      var body: some View {
        VStack {
          Text("One").preference(key: Titles.self, value: ["one"])
          VStack {
            Text("Hidden").preference(key: Titles.self, value: ["hidden"])
          }
          .preference(key: Titles.self, value: ["group"])
          Text("Two").preference(key: Titles.self, value: ["two"])
        }
        .onPreferenceChange(Titles.self) { _ = tally + $0.joined(separator: ",") }
      }
    }
    let tally = Tally()
    _ = ViewHost(Listed(tally: tally))
    #expect(tally.lines == ["one,group,two"])
  }

  @Test func aTransformChangesWhatItsContentCombined() {
    struct Counted: View {
      let tally: Tally
      var body: some View {
        VStack {
          Text("A").preference(key: Widest.self, value: 10)
        }
        .transformPreference(Widest.self) { $0 *= 3 }
        .onPreferenceChange(Widest.self) { _ = tally + "\($0)" }
      }
    }
    let tally = Tally()
    _ = ViewHost(Counted(tally: tally))
    #expect(tally.lines == ["30"])
  }

  @Test func springsConvertBetweenTheirParametersAsDocumented() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    let physical = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(physical.duration - 0.63) < 0.005)
    #expect(abs(physical.bounce - 0.5) < 1e-9)
  }

  @Test func anOverdampedSpringHasANegativeBounce() {
    let overdamped = Spring(response: 0.5, dampingRatio: 2)
    #expect(abs(overdamped.bounce - -0.5) < 1e-9)
    #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-9)
    #expect(Spring(duration: 0.5, bounce: 0).dampingRatio == 1)
  }
}
