import Testing
import Vellum

private final class Log {
  var entries: [String] = []
}

private struct Child: View {
  let log: Log
  var body: some View {
    Text("Child")
      .onAppear { log.entries.append("appear") }
      .onDisappear { log.entries.append("disappear") }
  }
}

private struct Parent: View {
  let log: Log
  @State private var showsChild = true
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Toggle child") { showsChild.toggle() }
      Button("Count") { count += 1 }
      if showsChild { Child(log: log) }
      Text("\(count)")
        .onChange(of: count) { newValue in log.entries.append("new \(newValue)") }
        .onChange(of: count) { old, new in log.entries.append("\(old)→\(new)") }
        .onChange(of: count, initial: true) { log.entries.append("changed") }
    }
  }
}

private struct Loader: View {
  @State private var status = "loading"
  @State private var tapped = "idle"

  var body: some View {
    VStack {
      Text(status)
      Button("Fetch") {
        Task {
          let value = await compute()
          tapped = "fetched \(value)"
        }
      }
      Text(tapped)
    }
    .task { status = "loaded \(await compute())" }
  }

  nonisolated private func compute() async -> Int {
    await Task.yield()
    return 7
  }
}

private struct Shouting: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content.bold()
      Button("Shout \(taps)") { taps += 1 }
    }
  }
}

/// A stack with work on appearing, whose children have their own.
private struct Nest: View {
  let log: Log

  var body: some View {
    VStack {
      Text("Inner").onAppear { log.entries.append("inner") }
      Text("Sibling").onAppear { log.entries.append("sibling") }
    }
    .onAppear { log.entries.append("outer") }
  }
}

@MainActor
@Suite struct LifecycleTests {
  @Test func childrensWorkRunsBeforeTheirParentsAndSiblingsInOrder() {
    let log = Log()
    _ = ViewHost(Nest(log: log))
    #expect(log.entries == ["inner", "sibling", "outer"])
  }

  @Test func appearDisappearAndChangeRunAfterTheUpdate() throws {
    let log = Log()
    let host = ViewHost(Parent(log: log))
    #expect(log.entries == ["appear", "changed"])
    try host.tap("Count")
    #expect(log.entries == ["appear", "changed", "new 1", "0→1", "changed"])
    log.entries.removeAll()
    try host.tap("Toggle child")
    #expect(log.entries == ["disappear"])
    try host.tap("Toggle child")
    #expect(log.entries == ["disappear", "appear"])
  }

  @Test func settleRunsTasksAndActionsToCompletion() async throws {
    let host = ViewHost(Loader())
    await host.settle()
    #expect(host.root.visibleText == "loaded 7 Fetch idle")
    try host.tap("Fetch")
    await host.settle()
    #expect(host.root.visibleText == "loaded 7 Fetch fetched 7")
  }

  @Test func customModifiersKeepTheirOwnState() throws {
    let host = ViewHost(Text("Hello").modifier(Shouting()))
    try host.tap("Shout 0")
    #expect(
      host.render(.tree) == """
        VStack
          Text text: "Hello", bold: true
          Button
            Text text: "Shout 1"

        """)
  }
}
