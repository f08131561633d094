import Foundation
import Testing
import Vellum
import VellumSnapshots
import VellumTesting

private struct Counter: View {
  @State private var count = 0
  @State private var showsHelp = false

  var body: some View {
    VStack {
      Text("Count: \(count)")
      HStack {
        Button("-") { count -= 1 }
        Button("+") { count += 1 }
      }
      Button("Help") { showsHelp = true }
    }
    .alert("Counting", isPresented: $showsHelp) {
      Button("OK") {}
    } message: {
      Text("Tap + and -.")
    }
  }
}

@MainActor
@Suite struct StoryboardAndInventoryTests {
  @Test func aStoryboardShowsEveryStepsScreenAndPatches() async {
    await assertSnapshots(
      of: ViewHost(Counter()), steps: [.tap("+"), .tap("+"), .tap("Help"), .tap("OK"), .settle])
  }

  @Test func snapshotsNoRunTouchedAreObsoleteAndCanBePruned() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let stale = package.snapshots.appendingPathComponent("removedTest.txt")
    try FileManager.default.createDirectory(
      at: package.snapshots, withIntermediateDirectories: true)
    try Data("old\n".utf8).write(to: stale)
    _ = await withSnapshotFiles(.standard, environment: [:]) {
      verifySnapshot(of: Text("Kept"), as: .text, filePath: package.testFile, function: "kept()")
    }
    let inventory = SnapshotInventory(root: package.root, environment: [:])
    #expect(inventory.obsolete.map(\.lastPathComponent) == ["removedTest.txt"])
    #expect(try inventory.prune().map(\.lastPathComponent) == ["removedTest.txt"])
    #expect(package.files() == ["kept.txt"])
  }

  @Test func leftoversOfAKilledWriteAreListedAndTheNextWriteRemovesThem() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    try FileManager.default.createDirectory(
      at: package.snapshots, withIntermediateDirectories: true)
    let ofKept = package.snapshots.appendingPathComponent(".kept.txt.\(UUID().uuidString).tmp")
    let ofOther = package.snapshots.appendingPathComponent(".other.txt.\(UUID().uuidString).tmp")
    let killed = Date().addingTimeInterval(-2 * SnapshotFiles.leftoverAge)
    for file in [ofKept, ofOther] {
      try Data("half".utf8).write(to: file)
      try FileManager.default.setAttributes([.modificationDate: killed], ofItemAtPath: file.path)
    }
    let before = SnapshotInventory(root: package.root, environment: [:])
    #expect(
      before.leftovers.map(\.lastPathComponent).sorted()
        == [ofKept, ofOther].map(\.lastPathComponent).sorted())
    #expect(!before.references.contains { $0.lastPathComponent.hasSuffix(".tmp") })
    _ = await withSnapshotFiles(.standard, environment: [:]) {
      verifySnapshot(of: Text("Kept"), as: .text, filePath: package.testFile, function: "kept()")
    }
    #expect(!FileManager.default.fileExists(atPath: ofKept.path))
    let after = SnapshotInventory(root: package.root, environment: [:])
    #expect(after.leftovers.map(\.lastPathComponent) == [ofOther.lastPathComponent])
    #expect(try after.prune().map(\.lastPathComponent) == [ofOther.lastPathComponent])
    #expect(package.files() == ["kept.txt"])
  }

  /// The synchronous storyboard (for plain XCTest methods) performs every step but `.settle`,
  /// which waits for tasks and says to use the asynchronous form.
  @Test func aSettleStepNeedsTheAsynchronousForm() throws {
    let host = ViewHost(Counter())
    try StoryboardStep.tap("+").performNow(on: host)
    #expect(host.render(.text).contains("Count: 1"))
    let error = #expect(throws: StoryboardStep.NeedsWaiting.self) {
      try StoryboardStep.settle.performNow(on: host)
    }
    #expect(
      error.map { "\($0)" }
        == "a .settle step waits for tasks: make the test async and await assertSnapshots")
  }

  /// Two processes recording one reference: each removed the other's temporary file as a
  /// leftover, and 50 of 1,600 writes failed with "nothing was written". A temporary file
  /// younger than ``SnapshotFiles/leftoverAge`` may be a write in progress and is kept.
  @Test func anotherProcesssWriteInProgressIsNotTakenForALeftover() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    try FileManager.default.createDirectory(
      at: package.snapshots, withIntermediateDirectories: true)
    let inProgress = package.snapshots.appendingPathComponent(
      ".kept.txt.\(UUID().uuidString).tmp")
    _ = await withSnapshotFiles(.standard, environment: [:]) {
      // Written just before the snapshot is, as another process's write would be in flight.
      // Written before the `await`, it could wait out a main actor busy with other suites'
      // tests for over `leftoverAge` and then rightly be taken for a leftover.
      try? Data("half".utf8).write(to: inProgress)
      return verifySnapshot(
        of: Text("Kept"), as: .text, filePath: package.testFile, function: "kept()")
    }
    #expect(FileManager.default.fileExists(atPath: inProgress.path))
    #expect(package.files().contains("kept.txt"))
  }

  @Test func theReviewPageListsFailuresFirstWithBothSides() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let environment = ["VELLUM_ARTIFACTS": package.root.appendingPathComponent("artifacts").path]
    for (function, text) in [("a()", "same"), ("b()", "before")] {
      _ = await withSnapshotFiles(.standard, environment: environment) {
        verifySnapshot(
          of: Text(text), as: .text, filePath: package.testFile, function: function, line: 1)
      }
    }
    _ = await withSnapshotFiles(.standard, environment: environment) {
      verifySnapshot(
        of: Text("same"), as: .text, filePath: package.testFile, function: "a()", line: 1)
    }
    _ = await withSnapshotFiles(.standard, environment: environment) {
      verifySnapshot(
        of: Text("<after>"), as: .text, filePath: package.testFile, function: "b()", line: 1)
    }
    let page = try SnapshotInventory(root: package.root, environment: [:])
      .writeReport(to: package.root.appendingPathComponent("report"))
    let html = try String(contentsOf: page, encoding: .utf8)
    let failed = try #require(
      html.range(of: "failed: Tests/AppTests/__Snapshots__/FlowTests/b.txt"))
    let passed = try #require(
      html.range(of: "passed: Tests/AppTests/__Snapshots__/FlowTests/a.txt"))
    #expect(failed.lowerBound < passed.lowerBound)
    #expect(html.contains("&lt;after&gt;"))
    #expect(html.contains("<h3>actual</h3>"))
  }
}
