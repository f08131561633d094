import Foundation
import Testing
import Vellum
import VellumExplorer
import VellumTesting

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
    let driver = HostExplorer(make: { ViewHost(Counter()) }, inputs: [])
    driver.patchesSeen = { patches in Array(patches.dropLast()) }
    // Depth 1 bounds the walk; the deadline only has to outlast a busy machine.
    let explorer = Explorer(
      driver: driver, depth: 1, maximumStates: 50, deadline: .now + .seconds(600))
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

  /// What a person enters into a toggle, a field or a stepper makes a new state only when
  /// something else on the screen shows it (see `ScreenIdentity`).
  @Test func enteredValuesMakeANewStateOnlyWhenSomethingElseShowsThem() async throws {
    struct Settings: View {
      @State private var isOnline = false
      @State private var name = ""
      @State private var count = 0
      var body: some View {
        VStack {
          Toggle("Online", isOn: $isOnline)
          TextField("Name", text: $name)
          Stepper("Count: \(count)", value: $count)
          if isOnline { Text("Connected") }
        }
      }
    }
    let exploration = await ViewHost(Settings()).explore(depth: 3, time: busy)
    #expect(!exploration.isCutShort)
    #expect(exploration.states.count == 2)
    #expect(exploration.states.last?.path == [.toggle("Online")])
    #expect(exploration.states.last?.tree.contains("Connected") == true)
  }

  /// A text the layout cuts to fit its frame is a finding of the screen it is on.
  @Test func aTextCutToFitItsFrameIsFound() async throws {
    struct Card: View {
      var body: some View {
        Text("A title far too long for the narrow frame it is given").lineLimit(1)
          .frame(width: 80)
      }
    }
    let exploration = await ViewHost(Card()).explore(depth: 1, time: busy)
    let finding = try #require(exploration.findings.first { $0.kind == .textDoesNotFit })
    #expect(finding.path.isEmpty)
    // The text's own frame: as wide as its cut line, inside the 80 points offered.
    #expect(
      finding.message.hasPrefix(
        "\"A title far too long for the narrow frame it is given\" is cut to fit 71.67 × "),
      "\(finding.message)")
  }

  @Test func theWalkStopsAtItsLimitAndSaysSo() async throws {
    let exploration = await ViewHost(Counter()).explore(depth: 3, states: 2, time: busy)
    #expect(exploration.isCutShort)
    #expect(exploration.states.count == 2)
  }
}

/// The static prototype an exploration writes: a page per state whose controls link to the
/// states they led to, with no script.
@MainActor
@Suite struct PrototypeTests {
  private func written(_ exploration: Exploration) throws -> [String: String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vellum-prototype-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try exploration.writePrototype(to: folder, title: "Counter")
    var files: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }
    return files
  }

  @Test func eachControlLinksToTheStateItLedTo() async throws {
    let exploration = await ViewHost(ExplorationTests.Counter()).explore(
      depth: 3, time: .seconds(600))
    let files = try written(exploration)
    #expect(
      Set(files.keys)
        == Set(
          (0..<6).map { "state-\($0).html" } + [
            "index.html", "graph.svg", "prototype.css", "exploration.json", ".vellum-prototype",
          ]))
    let first = try #require(files["state-0.html"])
    // The + button submits the page's one form to the page of count 1, Info to the sheet's.
    let plus = try #require(exploration.edges.first { $0.from == 0 && $0.step == .tap("+") })
    let info = try #require(exploration.edges.first { $0.from == 0 && $0.step == .tap("Info") })
    #expect(first.contains(#"formaction="state-\#(plus.to).html""#))
    #expect(first.contains(#"formaction="state-\#(info.to).html""#))
    #expect(first.contains(#"<form id="go" method="get"></form>"#))
    #expect(!first.contains("<script"))
    // The screen is the device's, a 6.1-inch iPhone's 393 × 852 points, each view at the
    // frame the point layout gives it, as in the gallery.
    #expect(
      first.contains(
        #"<main class="screen device framed" style="width:393px;height:852px;overflow:auto">"#))
    #expect(first.contains(#"class="button at-frame""#))
    // Every interaction is also listed, and the path to a state links each step's state.
    #expect(first.contains(#"<li><a href="state-\#(plus.to).html">tap &quot;+&quot;</a>"#))
    let sheet = try #require(files["state-\(info.to).html"])
    #expect(sheet.contains(#"by <a href="state-\#(info.to).html">tap &quot;Info&quot;</a>"#))
    // The graph links each state's box to its page.
    #expect(try #require(files["index.html"]).contains(#"<a href="state-5.html">"#))
    #expect(try #require(files["graph.svg"]).hasPrefix("<svg xmlns="))
  }

  @Test func aRowThatIsNotAButtonGetsALinkLaidOverIt() async throws {
    struct Rows: View {
      @State private var picked = "none"
      var body: some View {
        List {
          Text("Picked: \(picked)")
          Text("Apple").onTapGesture { picked = "Apple" }
        }
      }
    }
    let exploration = await ViewHost(Rows()).explore(depth: 1, time: .seconds(600))
    let tap = try #require(exploration.edges.first { $0.step == .tap("Apple") })
    let first = try #require(try written(exploration)["state-0.html"])
    #expect(
      first.contains(
        #"<a class="go" href="state-\#(tap.to).html" aria-label="tap &quot;Apple&quot;""#))
    #expect(first.contains(" data-go>"))
  }

  @Test func aSecondWriteIsTheSameAndAStrangersFileIsLeftAlone() async throws {
    let exploration = await ViewHost(ExplorationTests.Counter()).explore(
      depth: 2, time: .seconds(600))
    #expect(try written(exploration) == written(exploration))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vellum-prototype-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: folder.appendingPathComponent("index.html"))
    let error = #expect(throws: PreviewGallery.WriteError.self) {
      try exploration.writePrototype(to: folder)
    }
    #expect(error?.problem.contains("was not written by an exploration") == true)
  }
}
