import Testing
import Vellum

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("Add \(count)") { count += 1 }
  }
}

private final class Model: ObservableObject {
  @Published var value = 0
}

private struct ModelCounter: View {
  @StateObject private var model = Model()
  var body: some View {
    Button("Model \(model.value)") { model.value += 1 }
  }
}

private struct Room: EnvironmentKey {
  static let defaultValue = "hall"
}

extension EnvironmentValues {
  fileprivate var room: String {
    get { self[Room.self] }
    set { self[Room.self] = newValue }
  }
}

private struct Visitor: View {
  @Environment(\.room) private var room
  @State private var seen = "nothing"
  var body: some View {
    Button("Saw \(seen)") { seen = room }
  }
}

/// State identity and lifetime: a `@State` belongs to its view's place in one hierarchy, not to
/// the view value, which is a description.
///
/// Sources: Apple's documentation of `State` ("SwiftUI manages the property's storage … a state
/// value is stored for the lifetime of the view's identity"), and WWDC21 "Demystify SwiftUI"
/// (a view's state lives as long as its identity; the same type at two places is two views).
@MainActor
@Suite struct StateIdentityBehaviourTests {
  @Test func oneViewValueHostedTwiceKeepsTwoStates() throws {
    let counter = Counter()
    let first = ViewHost(counter)
    let second = ViewHost(counter)
    try first.tap("Add 0")
    #expect(first.root.visibleText == "Add 1")
    #expect(second.root.visibleText == "Add 0")
    #expect(second.lastUpdate.patches.isEmpty)
    try second.tap("Add 0")
    try second.tap("Add 1")
    #expect(first.root.visibleText == "Add 1")
    #expect(second.root.visibleText == "Add 2")
  }

  @Test func aViewValueShownAtTwoPlacesKeepsAStateAtEach() throws {
    let counter = Counter()
    let host = ViewHost(
      VStack {
        counter
        counter
      })
    try host.tap("Add 0", at: 1)
    #expect(host.root.visibleText == "Add 0 Add 1")
    try host.tap("Add 0")
    #expect(host.root.visibleText == "Add 1 Add 1")
  }

  @Test func aStateObjectHostedTwiceIsMadeOncePerHost() throws {
    let counter = ModelCounter()
    let first = ViewHost(counter)
    let second = ViewHost(counter)
    try first.tap("Model 0")
    #expect(first.root.visibleText == "Model 1")
    #expect(second.root.visibleText == "Model 0")
  }

  @Test func theEnvironmentAnActionReadsIsItsOwnHosts() throws {
    let visitor = Visitor()
    let kitchen = ViewHost(visitor.environment(\.room, "kitchen"))
    let hall = ViewHost(visitor)
    try kitchen.tap("Saw nothing")
    try hall.tap("Saw nothing")
    #expect(kitchen.root.visibleText == "Saw kitchen")
    #expect(hall.root.visibleText == "Saw hall")
  }

  @Test func aViewRemovedAndInsertedAgainStartsAfresh() throws {
    struct Toggler: View {
      @State private var shown = true
      let counter = Counter()
      var body: some View {
        VStack {
          Button("Toggle") { shown.toggle() }
          if shown { counter }
        }
      }
    }
    let host = ViewHost(Toggler())
    try host.tap("Add 0")
    #expect(host.root.visibleText.contains("Add 1"))
    try host.tap("Toggle")
    try host.tap("Toggle")
    #expect(host.root.visibleText.contains("Add 0"))
  }

  /// Apple's documentation of `Binding`: "A binding connects a property to a source of truth
  /// stored elsewhere": the child writes the parent's state.
  @Test func aBindingWritesTheStateItWasMadeFrom() throws {
    struct Child: View {
      @Binding var isOn: Bool
      var body: some View { Button("Flip") { isOn.toggle() } }
    }
    struct Parent: View {
      @State private var isOn = false
      var body: some View {
        VStack {
          Text(isOn ? "on" : "off")
          Child(isOn: $isOn)
        }
      }
    }
    let host = ViewHost(Parent())
    try host.tap("Flip")
    #expect(host.root.visibleText == "on Flip")
  }
}
