import Testing
import Vellum

private struct TapCounter: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

private struct BranchView: View {
  @State private var showsFirst = true
  var body: some View {
    VStack {
      Button("Flip") { showsFirst.toggle() }
      if showsFirst {
        TapCounter(name: "first")
      } else {
        TapCounter(name: "second")
      }
    }
  }
}

private struct Item: Identifiable {
  let id: Int
}

private struct ReorderView: View {
  @State private var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
  var body: some View {
    VStack {
      Button("Reverse") { items.reverse() }
      Button("Drop first") { items.removeFirst() }
      ForEach(items) { item in
        TapCounter(name: "row\(item.id)")
      }
    }
  }
}

private struct ExplicitIDView: View {
  @State private var generation = 0
  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      TapCounter(name: "counter").id(generation)
    }
  }
}

@MainActor
@Suite struct IdentityTests {
  @Test func keysMatchAsAnyHashablesDoWhateverTheirStorage() {
    // Int and String ids are stored as they are; other ids as AnyHashable. They still match
    // across storages as AnyHashable does, and equal keys hash alike.
    #expect(Identity.Key(7) == Identity.Key(Int8(7)))
    #expect(Identity.Key("tacos") == Identity.Key(AnyHashable("tacos")))
    #expect(Identity.Key(7) != Identity.Key("7"))
    #expect(Identity.Key(7.0) == Identity.Key(7) && Identity.Key(7.5) != Identity.Key(7))
    #expect(Set([Identity.Key(7.0), Identity.Key(7)]).count == 1)
    #expect(Set([Identity.Key(7), Identity.Key(Int8(7)), Identity.Key(UInt(7))]).count == 1)
    #expect(Identity.Key(7).value == AnyHashable(7))
    #expect(Identity.Key("tacos").description == "\"tacos\"")
  }

  /// A path of one position or one integer key is kept inline, any other in links; a path is
  /// the same path however it was made, and paths that differ in a step or in length differ.
  @Test func pathsAreEqualAndHashAlikeHoweverTheyWereMade() {
    let paths: [[Identity.Component]] = [
      [], [.index(3)], [.index(Int.max)], [.key(Identity.Key(7))],
      [.key(Identity.Key(Int(Int32.max) + 1))], [.key(Identity.Key("a"))], [.branch(0)],
      [.index(1), .key(Identity.Key(7))], [.key(Identity.Key(7)), .index(1)],
    ]
    for components in paths {
      let listed = Identity(components)
      let appended = components.reduce(Identity()) { $0.appending($1) }
      #expect(listed == appended && listed.hashValue == appended.hashValue, "\(components)")
      #expect(listed.components == components)
    }
    for (index, left) in paths.enumerated() {
      for right in paths[(index + 1)...] { #expect(Identity(left) != Identity(right)) }
    }
    #expect(Identity([.key(Identity.Key(Int8(7)))]) == Identity([.key(Identity.Key(7))]))
    #expect(Identity([.index(3)]) != Identity([.key(Identity.Key(3))]))
    #expect(Identity([.key(Identity.Key(7))]).isKeyed && !Identity([.index(7)]).isKeyed)
    #expect(Identity([.key(Identity.Key(7))]).description == "[id: 7]")
    #expect(Identity([.index(2), .key(Identity.Key(7))]).description == "2/[id: 7]")
  }

  /// A `ForEach` makes its rows' keys with a function chosen once for its id type; the keys
  /// are the ones `Identity.Key(_:)` makes, whichever storage the type gets.
  @Test func keysMadeForAnIdTypeAreTheKeysOfTheirValues() {
    #expect(Identity.Key.maker(for: Int.self)(7) == Identity.Key(Int8(7)))
    #expect(Identity.Key.maker(for: String.self)("tacos") == Identity.Key("tacos"))
    #expect(Identity.Key.maker(for: Int8.self)(7) == Identity.Key(7))
    #expect(Identity.Key.maker(for: Double.self)(7.5) != Identity.Key(7))
    #expect(Identity.Key.maker(for: [Int].self)([1, 2]) == Identity.Key([1, 2]))
  }

  @Test func flippingABranchResetsTheBranchState() throws {
    let host = ViewHost(BranchView())
    try host.tap("first 0")
    try host.tap("first 1")
    #expect(host.root.visibleText == "Flip first 2")
    try host.tap("Flip")
    #expect(host.root.visibleText == "Flip second 0")
    try host.tap("Flip")
    #expect(host.root.visibleText == "Flip first 0")
  }

  @Test func reorderingAKeyedForEachKeepsEachRowsState() throws {
    let host = ViewHost(ReorderView())
    try host.tap("row1 0")
    try host.tap("row3 0")
    try host.tap("row3 1")
    try host.tap("Reverse")
    #expect(host.root.visibleText == "Reverse Drop first row3 2 row2 0 row1 1")
    try host.tap("Drop first")
    #expect(host.root.visibleText == "Reverse Drop first row2 0 row1 1")
  }

  @Test func theTreeShowsEachRowsKey() {
    let host = ViewHost(ReorderView())
    #expect(
      host.render(.tree) == """
        VStack
          Button
            Text text: "Reverse"
          Button
            Text text: "Drop first"
          Button [id: 1]
            Text text: "row1 0"
          Button [id: 2]
            Text text: "row2 0"
          Button [id: 3]
            Text text: "row3 0"

        """)
  }

  @Test func changingAnExplicitIDStartsTheViewOver() throws {
    let host = ViewHost(ExplicitIDView())
    try host.tap("counter 0")
    #expect(host.root.visibleText == "Reset counter 1")
    try host.tap("Reset")
    #expect(host.root.visibleText == "Reset counter 0")
  }
}
