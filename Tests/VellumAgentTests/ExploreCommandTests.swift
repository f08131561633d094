import Foundation
import Testing
import VellumExplorer

@testable import VellumCLI
@testable import VellumRunner

/// `vellum explore` walks previews in a runner process of its own: planted defects — a trap on
/// the third tap, an alert whose button writes out of range, a sheet with an unlabelled
/// button, an action that never returns — are each found with the shortest path to them, and
/// the walk goes on past them.
@MainActor
@Suite(.serialized) struct ExploreCommandTests {
  /// The runner of the planted defects (Tests/ExplorerFixtures), built beside the tests.
  private let fixtures = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("ExplorerFixtures")

  private func explore(_ preview: String, depth: Int, timeout: TimeInterval = 20) async
    -> Exploration
  {
    let runner = RunnerProcess(
      executable: fixtures, arguments: [], timeout: timeout,
      environment: ["SWIFT_BACKTRACE": "enable=no"], forwardsErrors: false)
    let driver = RunnerExplorer(runner: runner, open: ["name": .string(preview)], inputs: [])
    // The depth bounds the walk; the deadline only has to outlast a busy machine.
    return await Explorer(
      driver: driver, depth: depth, maximumStates: 100, deadline: .now + .seconds(600)
    ).run()
  }

  @Test func aTrapOnTheThirdTapIsFoundWithThreeTaps() async throws {
    let exploration = await explore("Third tap", depth: 4)
    let trap = try #require(exploration.findings.first { $0.kind == .trap })
    #expect(trap.path.map(\.description) == Array(repeating: #"tap "Next size""#, count: 3))
    #expect(trap.message.contains("Index out of range"), "\(trap.message)")
    #expect(
      trap.reproduction == String(repeating: "try host.tap(\"Next size\")\n", count: 3))
    // The screens before the trap were all found: none, M, L.
    #expect(exploration.states.count == 3)
    #expect(exploration.findings.count == 1)
  }

  @Test func anAlertButtonThatWritesOutOfRangeIsFound() async throws {
    let exploration = await explore("Delete alert", depth: 3)
    let trap = try #require(exploration.findings.first { $0.kind == .trap })
    #expect(trap.path.map(\.description) == [#"tap "Clear""#, #"tap "Clear""#])
    // After the trap the walk went on: Cancel closes the alert.
    #expect(
      exploration.edges.contains { $0.step.description == #"tap "Cancel""# && $0.to == 0 })
  }

  @Test func anUnlabelledButtonOnASheetIsFound() async throws {
    let exploration = await explore("Unlabelled sheet", depth: 2)
    let finding = try #require(exploration.findings.first { $0.kind == .accessibility })
    #expect(finding.path.map(\.description) == [#"tap "Open""#])
    #expect(finding.message.contains("no label"), "\(finding.message)")
  }

  @Test func anActionThatNeverReturnsIsAHangAndTheWalkGoesOn() async throws {
    let exploration = await explore("Spinner", depth: 2, timeout: 3)
    let hang = try #require(exploration.findings.first { $0.kind == .hang })
    #expect(hang.path.map(\.description) == [#"tap "Spin""#])
    #expect(exploration.edges.contains { $0.step.description == #"tap "Rest""# })
  }

  /// The command writes a prototype whose every link resolves, the same on a second run.
  @Test func theCommandWritesTheSamePrototypeTwice() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vellum-explore-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "explore", "--runner", fixtures.path, "--preview", "Delete alert", "--preview", "Third tap",
      "--output", folder.path,
    ]
    let first = await VellumCommandLine.run(arguments)
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output.contains("Third tap: 3 states"), "\(first.output)")
    #expect(first.output.contains("try host.tap(\"Next size\")"))
    let written = try snapshot(of: folder)
    #expect(written.keys.contains("third-tap/state-2.html"))
    #expect(written.keys.contains("delete-alert/graph.svg"))
    for (file, contents) in written where file.hasSuffix(".html") {
      let folder = file.split(separator: "/").dropLast().map { $0 + "/" }.joined()
      for target in links(in: contents) {
        let path = folder + target
        #expect(written[path] != nil, "\(file) links to \(target), which was not written")
      }
    }
    let strict = await VellumCommandLine.run(arguments + ["--strict"])
    #expect(strict.status == 1)
    #expect(try snapshot(of: folder) == written)
  }

  @Test func badCommandLinesSayWhatWasWrong() async {
    let depth = await VellumCommandLine.run(["explore", "--depth", "0"])
    #expect(depth.status == 2)
    #expect(depth.errors.contains("--depth needs a number from 1 to 12, not '0'"))
    let preview = await VellumCommandLine.run([
      "explore", "--runner", fixtures.path, "--preview", "Nothing",
    ])
    #expect(preview.status == 1)
    #expect(preview.errors.contains("no preview is named Nothing; the previews are Third tap"))
  }

  /// Every file under `folder`, by its path in it.
  private func snapshot(of folder: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files[path] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// The pages an HTML file links to: its `href`s and `formaction`s, without a query.
  private func links(in html: String) -> [String] {
    let pattern = #/(?:href|formaction)="([^"#?]+)/#
    return html.matches(of: pattern).map { String($0.output.1) }
  }
}
