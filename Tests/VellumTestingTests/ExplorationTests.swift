import Foundation
import Testing
import Vellum

@testable import VellumTesting

/// Exploring a view: every reachable screen once, each with its shortest path, and planted
/// defects found with the minimal path that shows them.
@MainActor
@Suite struct ExplorationTests {
  /// Time enough on a machine busy with the rest of the suite, which shares the main actor:
  /// the depths bound these walks, not the clock.
  private let busy = Duration.seconds(600)

  /// A counter that shows a Reset button from 2 on, and a sheet from its Info button.
  struct Counter: View {
    @State private var count = 0
    @State private var showsInfo = false

    var body: some View {
      VStack {
        Text("Count: \(min(count, 2))")
        Button("+") { count += 1 }
        if count >= 2 { Button("Reset") { count = 0 } }
        Button("Info") { showsInfo = true }
      }
      .sheet(isPresented: $showsInfo) {
        Button("Close") { showsInfo = false }
      }
    }
  }

  @Test func everyScreenIsFoundOnceWithItsShortestPath() async throws {
    let exploration = await ViewHost(Counter()).explore(depth: 3, time: busy)
    #expect(!exploration.isCutShort)
    // Counts 0, 1 and 2 (shown at most 2), and the sheet over count 0, 1 and 2.
    #expect(exploration.states.count == 6)
    let paths = exploration.states.map { $0.path.map(\.description).joined(separator: ", ") }
    #expect(paths.contains(#"tap "+", tap "+""#))
    #expect(paths.contains(#"tap "Info""#))
    #expect(paths.contains(#"tap "+", tap "Info""#))
    #expect(exploration.findings.isEmpty, "\(exploration.findings)")
    // Reset at 2 leads back to the first screen.
    let two = try #require(
      exploration.states.first { $0.tree.contains("Count: 2") && !$0.tree.contains("Sheet") })
    #expect(
      exploration.edges.contains {
        $0.from == two.id && $0.step.description == #"tap "Reset""# && $0.to == 0
      })
    try exploration.assertNoFindings()
  }

  /// A sheet that leaves an unlabelled button: found on the sheet, after the one tap that
  /// opens it.
  @Test func anUnlabelledButtonIsFoundWithTheTapThatShowsIt() async throws {
    struct Screen: View {
      @State private var isOpen = false
      var body: some View {
        Button("Open") { isOpen = true }
          .sheet(isPresented: $isOpen) {
            Button {
            } label: {
              Image("glyph")
            }
          }
      }
    }
    let exploration = await ViewHost(Screen()).explore(depth: 2, time: busy)
    let finding = try #require(exploration.findings.first { $0.kind == .accessibility })
    #expect(finding.path.map(\.description) == [#"tap "Open""#])
    #expect(finding.reproduction == "try host.tap(\"Open\")\n")
  }

  /// A list whose Add button repeats an id on its second tap: the duplicate is found after
  /// exactly two taps.
  @Test func aDuplicateIdIsFoundWithTheShortestPath() async throws {
    struct Items: View {
      @State private var items = [1]
      var body: some View {
        VStack {
          Button("Add") { items.append(min(items.count + 1, 2)) }
          ForEach(items, id: \.self) { Text("Item \($0)") }
        }
      }
    }
    let exploration = await ViewHost(Items()).explore(depth: 3, time: busy)
    let finding = try #require(exploration.findings.first { $0.kind == .diagnostic })
    #expect(finding.path.map(\.description) == [#"tap "Add""#, #"tap "Add""#])
    #expect(finding.message.contains("2"))
  }

  /// A row's swipe action and its context menu's item are reached: swipe (or long-press) the
  /// row, then tap what it revealed.
  @Test func swipeActionsAndContextMenusAreExplored() async throws {
    struct Rows: View {
      @State private var log = "none"
      var body: some View {
        List {
          Text("Last: \(log)")
          Text("Row")
            .contextMenu { Button("Copy") { log = "copied" } }
            .swipeActions { Button("Pin") { log = "pinned" } }
        }
      }
    }
    let exploration = await ViewHost(Rows()).explore(depth: 2, time: busy)
    let paths = exploration.states.map { $0.path.map(\.description) }
    #expect(paths.contains([#"swipe "Row" from the trailing edge"#, #"tap "Pin""#]))
    #expect(paths.contains([#"long-press "Row""#, #"tap "Copy""#]))
    #expect(exploration.states.contains { $0.tree.contains("Last: pinned") })
    #expect(exploration.states.contains { $0.tree.contains("Last: copied") })
    #expect(
      StoryboardStep.swipe("Row", edge: .trailing).swiftCode
        == #"try host.swipe("Row", edge: .trailing)"#)
  }

  /// Test-only fault injection: an update whose patches would not apply is found, with the
  /// step that made it.
  @Test func patchesThatDoNotApplyAreFound() async throws {
    var explorer = Explorer(
      make: { ViewHost(Counter()) }, depth: 1, maximumStates: 50,
      // Depth 1 bounds the walk; the deadline only has to outlast a busy machine.
      deadline: .now + .seconds(600), inputs: [])
    explorer.patchesSeen = { patches in Array(patches.dropLast()) }
    let exploration = await explorer.run()
    let finding = try #require(exploration.findings.first { $0.kind == .patchesDoNotApply })
    #expect(finding.path.map(\.description) == [#"tap "+""#])
  }

  /// The report is the same from one run to the next.
  @Test func theReportIsByteIdenticalAcrossRuns() async throws {
    let first = await ViewHost(Counter()).explore(depth: 3, time: busy).json
    let second = await ViewHost(Counter()).explore(depth: 3, time: busy).json
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains(#""isCutShort" : false"#))
  }

  @Test func theWalkStopsAtItsLimitAndSaysSo() async throws {
    let exploration = await ViewHost(Counter()).explore(depth: 3, states: 2)
    #expect(exploration.isCutShort)
    #expect(exploration.states.count == 2)
  }
}
