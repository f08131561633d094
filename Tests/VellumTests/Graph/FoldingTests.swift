import Testing

@testable import Vellum

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

/// A type-erased content that changes with each tap on "Next": `content(n)` after the n-th.
private struct Switcher: View {
  let content: @MainActor (Int) -> AnyView
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Next") { taps += 1 }
      content(taps)
    }
  }
}

/// A stack that changes type, and then stops being a stack.
@MainActor private func stacks(_ taps: Int) -> AnyView {
  switch taps % 3 {
  case 0: AnyView(VStack { Counter() })
  case 1: AnyView(HStack { Counter() })
  default: AnyView(Text("none"))
  }
}

/// Lifecycle modifiers that fold into the `AnyView`'s record, of one type and then another,
/// and then none.
@MainActor private func lifecycles(_ taps: Int, log: Log) -> AnyView {
  switch taps % 3 {
  case 0:
    AnyView(Text("A").onDisappear { log.entries.append("A gone") })
  case 1:
    AnyView(
      Image(systemName: "star")
        .onAppear { log.entries.append("B here") }
        .onDisappear { log.entries.append("B gone") })
  default:
    AnyView(Text("none"))
  }
}

/// `onAppear` alone (no `onDisappear` work to keep) folded into the `AnyView`'s record, on a
/// text, then on an image, then none.
@MainActor private func appearances(_ taps: Int, log: Log) -> AnyView {
  switch taps % 3 {
  case 0: AnyView(Text("A").onAppear { log.entries.append("A here") })
  case 1: AnyView(Image(systemName: "star").onAppear { log.entries.append("B here") })
  default: AnyView(Text("none"))
  }
}

/// A stack inside a view's body and inside `onAppear`, with a stateful child.
private struct Screen: View {
  @State private var appeared = 0

  var body: some View {
    VStack {
      Text("Appeared \(appeared)")
      HStack {
        Counter()
        Spacer()
      }
      .onAppear { appeared += 1 }
    }
  }
}

/// A canvas whose symbols are a stack: the canvas's record is its own element, not the
/// stack's.
/// Buttons that are leaves of a stack, before and after a toggle, which has a record.
private struct MixedRow: View {
  @State private var log: [String] = []
  @State private var isOn = false

  var body: some View {
    VStack {
      HStack {
        Button("First") { log.append("first") }
        Toggle("On", isOn: $isOn)
        Button("Second") { log.append("second") }.disabled(isOn)
      }
      Text(log.joined(separator: ","))
    }
  }
}

private struct SymbolCanvas: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Tap \(taps)") { taps += 1 }
      Canvas { _, _ in
      } symbols: {
        VStack {
          Text("a").tag(1)
          Text("b").tag(2)
        }
      }
    }
  }
}

/// What the lifecycle modifiers of a view said, in order.
private final class Log {
  var entries: [String] = []
}

/// A row as apps write them: a stack with a button, and work when it appears.
private struct AppearingRow: View {
  let log: Log
  @State private var taps = 0

  var body: some View {
    HStack {
      Text("Row")
      Button("Tap \(taps)") { taps += 1 }
    }
    .onAppear { log.entries.append("appeared") }
    .task(id: taps) { log.entries.append("task \(taps)") }
  }
}

/// The text of a button's label.
private func label(of button: Node) -> String? {
  guard case .string(let text) = button.children.first?[.text] else { return nil }
  return text
}

@MainActor
@Suite struct FoldingTests {
  @Test func aStackInABodyOrAModifierKeepsItsChildrensStateAndPaths() throws {
    let host = ViewHost(Screen())
    #expect(host.root.children[0].role == .vStack)
    #expect(host.root.children[0].children.map(\.role) == [.text, .hStack])
    try host.tap("Count 0")
    try host.tap("Count 1")
    #expect(
      host.lastUpdate.patches.map(\.description) == [
        #"set     VStack/HStack/Button/Text  text: "Count 1" → "Count 2""#
      ])
    #expect(host.root.children[0].children[0][.text] == .string("Appeared 1"))
  }

  @Test func aStackOfAnotherTypeIsAnotherIdentityAndLeavesWithItsState() throws {
    let host = ViewHost(Switcher(content: stacks))
    try host.tap("Count 0")
    #expect(host.root.children[0].children[1].role == .vStack)
    #expect(label(of: host.root.children[0].children[1].children[0]) == "Count 1")

    var before = host.root
    try host.tap("Next")
    #expect(host.root.children[0].children[1].role == .hStack)
    // The counter in the horizontal stack is a new view: its count starts again.
    #expect(label(of: host.root.children[0].children[1].children[0]) == "Count 0")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)

    before = host.root
    try host.tap("Next")
    #expect(host.root.children[0].children[1].role == .text)
    #expect(host.root.children[0].children[1].children.isEmpty)
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)

    before = host.root
    try host.tap("Next")
    #expect(label(of: host.root.children[0].children[1].children[0]) == "Count 0")
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)
  }

  @Test func onlyRecordsThatPassTheirContentOnFoldAStack() throws {
    let host = ViewHost(SymbolCanvas())
    let canvas = { host.root.children[0].children[1] }
    #expect(canvas().role == .canvas)
    #expect(canvas().children.map(\.role) == [.vStack])
    #expect(canvas().children[0].children.map { $0[.tag] } == [.int(1), .int(2)])
    try host.tap("Tap 0")
    #expect(canvas().children.map(\.role) == [.vStack])
    #expect(canvas().children[0].children.map { $0[.tag] } == [.int(1), .int(2)])
  }

  @Test func aModifierThatKeepsMemoryFoldsIntoTheRecordThatPassesItOn() async throws {
    let log = Log()
    let host = ViewHost(AppearingRow(log: log))
    await host.settle()
    #expect(log.entries == ["appeared", "task 0"])
    // One record keeps the task's memory; the onAppear under it has its own (the shared marker
    // that it appeared: it has no onDisappear work to keep), which the stack folds into; the
    // button, a leaf of the stack, has none.
    let row = host.graph.root!
    #expect(row.typeName == "AppearingRow")
    #expect(row.memory is Lifecycle)
    #expect(row.children.count == 1)
    #expect(row.children[0].memory === Appeared.marker)
    #expect(row.children[0].isElement)
    #expect(row.children[0].children.isEmpty)
    #expect(row.children[0].leafControls.count == 1)

    try host.tap("Tap 0")
    await host.settle()
    #expect(log.entries == ["appeared", "task 0", "task 1"])
    #expect(host.render(.text).contains("Tap 1"))
  }

  /// A button without a record is reached through its stack's record, whether its node is
  /// one of the stack's children or placed between the records of the stack's other views.
  @Test func leafButtonsAroundARecordAreTappedAsTheirOwn() throws {
    let host = ViewHost(MixedRow())
    // The stack's record keeps both buttons' controls; its one child is the toggle's.
    var records = [host.graph.root!]
    var stacks: [GraphNode] = []
    while let record = records.popLast() {
      if !record.leafControls.isEmpty { stacks.append(record) }
      records += record.children
    }
    #expect(stacks.map(\.leafControls.count) == [2])
    #expect(stacks.first?.children.count == 1)
    try host.tap("Second")
    try host.tap("First")
    #expect(host.root.children[0].children[1][.text] == .string("second,first"))
    try host.tap("On")
    #expect(throws: InteractionError.self) { try host.tap("Second") }
    try host.tap("First")
    #expect(host.root.children[0].children[1][.text] == .string("second,first,first"))
  }

  /// The new modifier appears before the old one disappears: SwiftUI inserts a replacement
  /// before it removes what it replaces (see `LifecycleBehaviourTests`).
  @Test func aFoldedModifierOfAnotherTypeDisappearsAndTheNewOneAppears() throws {
    let log = Log()
    let host = ViewHost(Switcher { lifecycles($0, log: log) })
    #expect(log.entries.isEmpty)
    var before = host.root
    try host.tap("Next")
    #expect(log.entries == ["B here", "A gone"])
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)

    before = host.root
    try host.tap("Next")
    #expect(log.entries == ["B here", "A gone", "B gone"])
    #expect(host.root.children[0].children[1][.text] == .string("none"))
    #expect(try Reconciler.apply(host.lastUpdate.patches, to: before) == host.root)

    try host.tap("Next")
    try host.tap("Next")
    #expect(log.entries == ["B here", "A gone", "B gone", "B here", "A gone"])
  }

  @Test func anOnAppearAloneAppearsAgainEachTimeItsViewComesBack() throws {
    let log = Log()
    let host = ViewHost(Switcher { appearances($0, log: log) })
    #expect(log.entries == ["A here"])
    try host.tap("Next")
    try host.tap("Next")
    try host.tap("Next")
    #expect(log.entries == ["A here", "B here", "A here"])
  }

  /// Only the modifiers that keep memory in a record (`onAppear`, `task`, `onChange`) fold
  /// into the record that passes their content on; a modifier with a body or one that only
  /// records attributes does not.
  @Test func onlyMemoryKeepingModifiersFoldIntoTheRecordThatPassesThemOn() {
    #expect(LifecycleModifier._foldsIntoRecord)
    #expect(TaskModifier<Int>._foldsIntoRecord)
    #expect(ChangeModifier<Int>._foldsIntoRecord)
    #expect(!AttributesModifier._foldsIntoRecord)
    #expect(!Bordered._foldsIntoRecord)
  }
}

/// A custom modifier with a body.
private struct Bordered: ViewModifier {
  func body(content: Content) -> some View { content.border(Color.gray) }
}
