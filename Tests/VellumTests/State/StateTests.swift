import Testing
import Vellum

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Same") { count = count }
      Button("Increment") { count += 1 }
      Text("\(count)")
    }
  }
}

private struct WritesInBody: View {
  @State private var renders = 0
  var body: some View {
    renders += 1
    return Text("Rendered")
  }
}

/// Reads `@State` only inside `ForEach`'s row closure, which the graph calls while updating the
/// `ForEach`, not while evaluating this body.
private struct FilteredRows: View {
  @State private var showsAll = true
  var body: some View {
    VStack {
      Toggle("Show all", isOn: $showsAll)
      ForEach(1..<4) { number in
        if showsAll || number.isMultiple(of: 2) { Text("Row \(number)") }
      }
    }
  }
}

private struct Person: Equatable {
  var name: String
  var nickname: String?
}

private struct BindingForms: View {
  @State private var person = Person(name: "Ada", nickname: nil)
  @State private var flag = false

  var body: some View {
    VStack {
      TextField("Name", text: $person.name)
      Toggle("Constant", isOn: .constant(true))
      Toggle(
        "Custom",
        isOn: Binding(get: { flag }, set: { flag = $0 }))
      if let nickname = Binding($person.nickname) {
        TextField("Nickname", text: nickname)
      }
      Button("Add nickname") { person.nickname = "Countess" }
      Text(person.name + (flag ? " on" : " off"))
    }
  }
}

@MainActor
private final class Model: ObservableObject {
  @Published var value = 0
  static var made = 0
  static weak var last: Model?
  init() {
    Model.made += 1
    Model.last = self
  }
}

private struct Owner: View {
  @StateObject private var model = Model()
  @State private var tick = 0
  var body: some View {
    VStack {
      Button("Tick") { tick += 1 }
      Button("Bump") { model.value += 1 }
      Text("\(model.value)")
    }
  }
}

/// Twelve rows read one selection through their bindings: more readers than a storage keeps in
/// its short list before it moves them to a table.
private struct SharedSelection: View {
  @State private var selected = 0
  @State private var count = 12
  var body: some View {
    VStack {
      Button("Next") { selected += 1 }
      Button("Fewer") { count = 2 }
      ForEach(0..<count, id: \.self) { SelectionRow(index: $0, selected: $selected) }
    }
  }
}

private struct SelectionRow: View {
  let index: Int
  @Binding var selected: Int
  var body: some View { Text(index == selected ? "[\(index)]" : "\(index)") }
}

/// Shows one view value kept in a property at one of two identities: the branches of an `if`.
private struct MovedCounter: View {
  let counter = Counter()
  @State private var onLeft = true

  var body: some View {
    VStack {
      if onLeft { counter } else { counter }
      Button("Move") { onLeft.toggle() }
    }
  }
}

/// A counter whose state can be written before it is mounted.
private struct Preset: View {
  var title = "Count"
  @State var count = 0
  var body: some View {
    VStack {
      Text(title)
      Text("\(count)")
      Button("Increment") { count += 1 }
    }
  }
}

/// Makes its `Preset` again, with a new title, on every evaluation: each new value's `@State`
/// reads the storage of the identity it is shown at.
private struct RemadePreset: View {
  @State private var remakes = 0
  var body: some View {
    VStack {
      Preset(title: "Remade \(remakes) times")
      Button("Remake") { remakes += 1 }
    }
  }
}

/// Shows one view value kept in a property at two identities at once.
private struct TwinCounters: View {
  let counter = Counter()

  var body: some View {
    VStack {
      counter
      counter
    }
  }
}

/// Reads its count only while it shows it; the button writes the count either way.
private struct ShowsCountWhenAsked: View {
  @State private var showsCount = true
  @State private var count = 0
  var body: some View {
    VStack {
      Toggle("Show count", isOn: $showsCount)
      if showsCount { Text("Count \(count)") }
      Button("Increment") { count += 1 }
    }
  }
}

/// A binding handed out by a view, kept after the view is gone.
@MainActor private final class KeptBinding {
  var binding: Binding<Int>?
}

/// Shows a ``KeepsItsBinding`` until "Remove" is tapped.
private struct RemovableCounter: View {
  let kept: KeptBinding
  @State private var isShown = true
  var body: some View {
    VStack {
      Button("Remove") { isShown = false }
      if isShown { KeepsItsBinding(kept: kept) }
    }
  }
}

/// Hands a binding to its own count to `kept` when it appears.
private struct KeepsItsBinding: View {
  let kept: KeptBinding
  @State private var count = 0
  var body: some View {
    Text("Count \(count)").onAppear { kept.binding = $count }
  }
}

/// An object a test watches for being freed.
private final class Watched {}

/// Holds an object in its state and hands its count's binding out when it appears.
private struct HoldsAnObject: View {
  let keep: (Binding<Int>, Watched) -> Void
  @State private var count = 0
  @State private var object = Watched()
  var body: some View {
    Text("\(count)").onAppear { keep($count, object) }
  }
}

/// Shows `HoldsAnObject` until it is told not to.
private struct RemovesTheHolder: View {
  let keep: (Binding<Int>, Watched) -> Void
  @State private var showsHolder = true
  var body: some View {
    VStack {
      if showsHolder { HoldsAnObject(keep: keep) }
      Button("Remove") { showsHolder = false }
    }
  }
}

@MainActor
@Suite(.serialized) struct StateTests {
  /// Each identity a view value is shown at has a storage of its own, even when the value
  /// (and the object its `@State` carries) is the same: a write changes one of them.
  @Test func oneViewValueShownTwiceHasTwoStorages() throws {
    let host = ViewHost(TwinCounters())
    try host.tap("Increment", at: 1)
    let tree = host.render(.tree)
    #expect(tree.contains("Text text: \"0\"") && tree.contains("Text text: \"1\""))
  }

  /// The first `State` value of an identity becomes its storage; the same value shown at
  /// another identity starts there from its initial value, and the first identity's state is
  /// gone with it.
  @Test func aViewValueShownAtANewIdentityStartsFromItsInitialState() throws {
    let host = ViewHost(MovedCounter())
    func shows(_ count: Int) -> Bool { host.render(.tree).contains("Text text: \"\(count)\"") }
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(shows(2))
    try host.tap("Move")
    #expect(shows(0))
    try host.tap("Increment")
    #expect(shows(1))
    try host.tap("Move")
    #expect(shows(0))
    try host.tap("Increment")
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(shows(3))
  }

  /// A `@State` reads its initial value before its view is mounted (a write then changes what
  /// it starts with), its own storage once mounted, and the mounted identity's storage when
  /// its view is made again by the parent's body.
  @Test func aStateReadsItsInitialValueThenItsStorageThenTheStorageItWasLinkedTo() throws {
    let preset = Preset()
    preset.count = 5
    #expect(preset.count == 5)
    let host = ViewHost(preset)
    try host.tap("Increment")
    #expect(host.render(.tree).contains("Text text: \"6\""))

    let parent = ViewHost(RemadePreset())
    try parent.tap("Increment")
    try parent.tap("Remake")
    #expect(parent.lastUpdate.evaluatedViews.contains("Preset"))
    #expect(parent.render(.tree).contains("Text text: \"1\""))
    try parent.tap("Increment")
    #expect(parent.render(.tree).contains("Text text: \"2\""))
  }

  @Test func aValueReadByManyRowsUpdatesEachRowAndForgetsRemovedOnes() throws {
    let host = ViewHost(SharedSelection())
    try host.tap("Next")
    #expect(host.lastUpdate.evaluatedViews == (0..<12).map { "SelectionRow[id: \($0)]" })
    #expect(host.root.visibleText.hasSuffix("0 [1] 2 3 4 5 6 7 8 9 10 11"))
    try host.tap("Fewer")
    try host.tap("Next")
    #expect(host.lastUpdate.evaluatedViews == ["SelectionRow[id: 0]", "SelectionRow[id: 1]"])
    #expect(host.root.visibleText.hasSuffix("0 1"))
  }

  @Test func stateReadInARowClosureUpdatesTheRows() throws {
    let host = ViewHost(FilteredRows())
    #expect(host.render(.text).contains("Row 1"))
    try host.toggle("Show all")
    let filtered = host.render(.text)
    #expect(
      filtered.contains("Row 2") && !filtered.contains("Row 1") && !filtered.contains("Row 3"))
    try host.toggle("Show all")
    #expect(host.render(.text).contains("Row 3"))
  }

  /// A view's state outlives the view when a binding to it is kept: writing it after the
  /// view was removed, or after its host was freed, changes the value and runs no update.
  @Test func aBindingKeptAfterItsViewIsGoneWritesWithoutEvaluatingAnything() throws {
    let kept = KeptBinding()
    var host: ViewHost? = ViewHost(RemovableCounter(kept: kept))
    let binding = try #require(kept.binding)
    binding.wrappedValue = 1
    #expect(host?.lastUpdate.evaluatedViews == ["KeepsItsBinding"])
    #expect(host?.root.visibleText.contains("Count 1") == true)
    try host?.tap("Remove")
    let removal = host?.lastUpdate.number
    binding.wrappedValue = 5
    #expect(host?.lastUpdate.number == removal)
    #expect(binding.wrappedValue == 5)
    #expect(host?.root.visibleText.contains("Count") == false)
    host = nil
    binding.wrappedValue = 6
    #expect(binding.wrappedValue == 6)
  }

  @Test func writingAnEqualValueEvaluatesNothing() throws {
    let host = ViewHost(Counter())
    try host.tap("Same")
    #expect(host.lastUpdate.evaluatedViews.isEmpty)
    try host.tap("Increment")
    #expect(host.lastUpdate.evaluatedViews == ["Counter"])
  }

  /// A view is a reader of its own state only while its last evaluation read it: a write to a
  /// count it stopped showing evaluates nothing, and showing it again shows the latest count.
  @Test func aViewThatStoppedReadingItsStateIsNotEvaluatedForAWrite() throws {
    let host = ViewHost(ShowsCountWhenAsked())
    try host.tap("Increment")
    #expect(host.lastUpdate.evaluatedViews == ["ShowsCountWhenAsked"])
    try host.toggle("Show count")
    try host.tap("Increment")
    #expect(host.lastUpdate.evaluatedViews.isEmpty)
    try host.toggle("Show count")
    #expect(host.root.visibleText.contains("Count 2"))
    try host.tap("Increment")
    #expect(host.lastUpdate.evaluatedViews == ["ShowsCountWhenAsked"])
    #expect(host.root.visibleText.contains("Count 3"))
  }

  /// A binding kept after its view left the screen still stores what is written through it,
  /// no longer reaches the view that owned the state, and keeps neither that view nor what
  /// its other state holds.
  @Test func aBindingKeptPastItsViewsRemovalKeepsOnlyItsStorage() throws {
    var kept: Binding<Int>?
    weak var watched: Watched?
    let host = ViewHost(
      RemovesTheHolder { binding, object in
        kept = binding
        watched = object
      })
    kept?.wrappedValue = 1
    #expect(host.lastUpdate.evaluatedViews == ["HoldsAnObject"])
    #expect(watched != nil)
    try host.tap("Remove")
    let removal = host.lastUpdate.number
    #expect(watched == nil)
    kept?.wrappedValue = 2
    #expect(kept?.wrappedValue == 2)
    #expect(host.lastUpdate.number == removal)
  }

  @Test func aWriteDuringBodyEvaluationIsReportedWithTheViewsName() {
    let host = ViewHost(WritesInBody())
    #expect(host.root.visibleText == "Rendered")
    #expect(
      host.diagnostics == [
        "WritesInBody modified state during its body evaluation; the change is kept but does not "
          + "trigger another update (move the write into an action, onAppear or onChange)"
      ])
  }

  @Test func bindingsReachTheirSourceOfTruth() throws {
    let host = ViewHost(BindingForms())
    try host.type("Grace", into: "Name")
    try host.toggle("Custom")
    try host.toggle("Constant")
    #expect(host.root.visibleText.hasSuffix("Grace on"))
    #expect(!host.render(.tree).contains("Nickname"))
    try host.tap("Add nickname")
    try host.type("Amazing", into: "Nickname")
    #expect(host.render(.tree).contains("TextField title: \"Nickname\", text: $\"Amazing\""))
    #expect(host.render(.tree).contains("Toggle isOn: $true\n    Text text: \"Constant\""))
  }

  @Test func aStateObjectIsMadeOnceAndObserved() throws {
    Model.made = 0
    let host = ViewHost(Owner())
    try host.tap("Tick")
    try host.tap("Bump")
    try host.tap("Tick")
    #expect(host.root.visibleText == "Tick Bump 1")
    #expect(Model.made == 1)
  }
}

/// Seed 001's corrected form: announcing changes by hand in `willSet`.
private final class ManualState: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  var favoritePrimes: [Int] = [] {
    willSet { objectWillChange.send() }
  }
}

private struct ManualView: View {
  @ObservedObject var state: ManualState
  var body: some View {
    Button("Add \(state.favoritePrimes.count)") { state.favoritePrimes.append(7) }
  }
}

private struct Recipe: Identifiable {
  let id: Int
  var title: String
}

private struct RecipeTitles: View {
  @State private var recipes = [Recipe(id: 1, title: "Tacos"), Recipe(id: 2, title: "Soup")]
  var body: some View {
    ForEach($recipes) { $recipe in
      TextField("Title \(recipe.id)", text: $recipe.title)
    }
  }
}

@MainActor
@Suite struct ModelAnnouncementTests {
  @Test func aHandWrittenObjectWillChangeUpdatesTheView() throws {
    let host = ViewHost(ManualView(state: ManualState()))
    try host.tap("Add 0")
    #expect(host.root.visibleText == "Add 1")
  }

  @Test func bindingsToIdentifiableElementsWorkInForEach() throws {
    let host = ViewHost(RecipeTitles())
    try host.type("Burritos", into: "Title 1")
    #expect(
      host.render(.tree).contains("TextField [id: 1] title: \"Title 1\", text: $\"Burritos\""))
  }
}

/// Hands its state's binding out when it appears, so a test can keep it past the host.
private struct HandsOutBinding: View {
  let keep: (Binding<Int>) -> Void
  @State private var count = 0

  var body: some View {
    Text("\(count)").onAppear { keep($count) }
  }
}

@MainActor
@Suite struct HostLifetimeTests {
  @Test func aBindingWrittenAfterItsHostIsGoneReachesNoGraph() throws {
    var kept: Binding<Int>?
    do {
      let host = ViewHost(HandsOutBinding { kept = $0 })
      kept?.wrappedValue = 1
      #expect(host.render(.text(width: 10)).contains("1"))
    }
    // The record is unmounted: the write is stored and marks nothing for an update.
    kept?.wrappedValue = 2
    #expect(kept?.wrappedValue == 2)
  }

  @Test func aBindingKeptPastItsHostDoesNotKeepTheHostsViews() throws {
    var kept: Binding<Int>?
    weak var watched: Watched?
    do {
      let host = ViewHost(
        HoldsAnObject { binding, object in
          kept = binding
          watched = object
        })
      #expect(host.root.visibleText == "0")
      #expect(watched != nil)
    }
    #expect(watched == nil)
    #expect(kept != nil)
  }

  @Test func aDiscardedHostFreesItsRecordsAndState() throws {
    weak var weakModel: Model?
    do {
      let host = ViewHost(Owner())
      try host.tap("Bump")
      weakModel = Model.last
    }
    #expect(weakModel == nil)
  }
}
