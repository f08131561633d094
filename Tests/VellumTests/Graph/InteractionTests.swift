import Testing
import Vellum

private struct Groceries: View {
  @State private var fruits = ["Apple", "Pear"]
  @State private var vegetables = ["Leek", "Kale"]

  var body: some View {
    List {
      Section("Fruits") {
        ForEach(fruits, id: \.self) { Text($0) }
          .onDelete { fruits.remove(atOffsets: $0) }
      }
      Section("Vegetables") {
        ForEach(vegetables, id: \.self) { Text($0) }
          .onDelete { vegetables.remove(atOffsets: $0) }
      }
    }
    .navigationTitle("Groceries")
  }
}

private struct Screen: View {
  @State private var name = ""
  @State private var isOn = false
  @State private var log: [String] = []

  var body: some View {
    VStack {
      TextField("Name", text: $name)
        .onSubmit { log.append("submitted \(name)") }
      Toggle("Notify", isOn: $isOn)
      Button("Save") { log.append("saved") }
      Button("Archive") {}.disabled(true)
      Button("Secret") {}.hidden()
      Button("Twin") {}
      Button("Twin") {}
      Button {
        log.append("added")
      } label: {
        Image(systemName: "plus")
      }
      .accessibilityIdentifier("add-button")
      Text(log.joined(separator: ", "))
    }
  }
}

@MainActor
@Suite struct InteractionTests {
  @Test func typingTogglingAndSubmittingChangeTheLiveState() throws {
    let host = ViewHost(Screen())
    try host.type("Ada", into: "Name")
    try host.toggle("Notify")
    try host.submit("Name")
    try host.tap("plus")
    try host.tap("add-button")
    #expect(host.root.children[0].children.last?.visibleText == "submitted Ada, added, added")
    #expect(
      host.render(.tree).hasPrefix(
        """
        VStack
          TextField title: "Name", text: $"Ada", focused: true
          Toggle isOn: $true
        """))
  }

  @Test func aMissingLabelListsWhatIsOnScreen() {
    let host = ViewHost(Screen())
    #expect(
      throws: InteractionError(
        action: "tap", label: "Sav", kind: .notFound,
        onScreen: [
          "text field \"Name\"", "toggle \"Notify\"", "button \"Save\"",
          "button \"Archive\" (disabled)", "button \"Secret\" (hidden)", "button \"Twin\"",
          "button \"Twin\"", "button \"plus\"",
        ])
    ) {
      try host.tap("Sav")
    }
  }

  @Test func errorsNameTheProblem() {
    let host = ViewHost(Screen())
    #expect(throws: InteractionError.self) { try host.tap("Archive") }
    #expect {
      try host.tap("Archive")
    } throws: { error in
      "\(error)".hasPrefix("tap \"Archive\": it is disabled. On screen: text field")
    }
    #expect {
      try host.tap("Secret")
    } throws: { error in
      "\(error)".hasPrefix("tap \"Secret\": it is hidden.")
    }
    #expect {
      try host.tap("Twin")
    } throws: { error in
      "\(error)".hasPrefix("tap \"Twin\": 2 controls match; use an accessibility identifier.")
    }
    #expect {
      try host.toggle("Save")
    } throws: { error in
      "\(error)".hasPrefix("toggle \"Save\": nothing on screen matches.")
    }
  }

  @Test func aFailedInteractionChangesNothing() {
    let host = ViewHost(Screen())
    let before = host.render(.tree)
    _ = try? host.tap("Archive")
    #expect(host.render(.tree) == before)
  }
}

private struct Reorderable: View {
  @State private var letters = ["a", "b", "c", "d"]
  var body: some View {
    List {
      ForEach(letters, id: \.self) { Text($0) }
        .onMove { letters.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

private struct TwoFields: View {
  @State private var first = ""
  @State private var second = ""
  var body: some View {
    Form {
      TextField("First", text: $first)
      TextField("Second", text: $second)
    }
  }
}

@MainActor
@Suite struct RowAndFocusTests {
  /// The first of two sections used to match both (its name came from an ancestor whose first
  /// node is the first section), so deleting in it was ambiguous.
  @Test func deletingARowTargetsTheNamedSection() throws {
    let host = ViewHost(Groceries())
    try host.delete(row: 0, in: "Fruits")
    try host.delete(row: 1, in: "Vegetables")
    #expect(host.root.visibleText == "Fruits Pear Vegetables Leek")
    #expect(throws: InteractionError.self) { try host.delete(row: 0, in: "Groceries") }
  }

  @Test func movingARowPutsItAtTheDestinationOffset() throws {
    let host = ViewHost(Reorderable())
    try host.move(row: 0, to: 2)
    #expect(host.root.visibleText == "b c a d")
    try host.move(row: 3, to: 0)
    #expect(host.root.visibleText == "d b c a")
  }

  @Test func typingFocusesTheFieldAndOnlyOneFieldIsFocused() throws {
    let host = ViewHost(TwoFields())
    try host.type("x", into: "First")
    try host.type("y", into: "Second")
    #expect(
      host.render(.tree) == """
        Form
          TextField title: "First", text: $"x"
          TextField title: "Second", text: $"y", focused: true

        """)
  }
}

private enum Flavor: Hashable { case vanilla, chocolate }

private struct Controls: View {
  @State private var volume = 0.0
  @State private var servings = 2
  @State private var flavor = Flavor.vanilla

  var body: some View {
    Form {
      Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
      Stepper("Servings", value: $servings, in: 1...3)
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Chocolate").tag(Flavor.chocolate)
      }
    }
  }
}

@MainActor
@Suite struct ValueControlTests {
  @Test func slidersClampAndRoundToTheirStep() throws {
    let host = ViewHost(Controls())
    try host.slide("Volume", to: 6.7)
    #expect(host.render(.tree).contains("Slider value: $7, minimum: 0, maximum: 10"))
    try host.slide("Volume", to: 42)
    #expect(host.render(.tree).contains("Slider value: $10"))
  }

  @Test func steppersStayInsideTheirRange() throws {
    let host = ViewHost(Controls())
    try host.increment("Servings")
    // At the upper bound the + button is disabled, as on the platform: stepping throws.
    #expect {
      try host.increment("Servings")
    } throws: { ($0 as? InteractionError)?.kind == .atBound }
    #expect(host.render(.tree).contains("Stepper value: $3"))
    try host.decrement("Servings")
    #expect(host.render(.tree).contains("Stepper value: $2"))
  }

  @Test func pickersSelectATaggedOptionByItsText() throws {
    let host = ViewHost(Controls())
    try host.select("Chocolate", in: "Flavor")
    #expect(host.render(.tree).contains("Picker selection: $chocolate"))
    #expect(host.render(.text(width: 40)).contains("Flavor                     [Chocolate ⌄]"))
    #expect(throws: InteractionError.self) { try host.select("Strawberry", in: "Flavor") }
  }
}
