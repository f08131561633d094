import Foundation
import Testing
import Vellum
import VellumSnapshots
import VellumTesting

@MainActor
@Suite struct NamingAndFileTests {
  @Test(arguments: [20, 40])
  func parameterizedTestsNameSnapshotsAfterTheirArguments(width: Int) async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    _ = await withSnapshotFiles(.standard, environment: [:]) {
      verifySnapshot(
        of: Text("Hi"), as: .text(width: width), filePath: package.testFile, function: #function)
    }
    #expect(package.files() == ["parameterizedTestsNameSnapshotsAfterTheirArguments-\(width).txt"])
  }

  @Test func anExplicitNameWinsAndTheFolderCanBeMoved() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let moved = package.root.appendingPathComponent("elsewhere")
    _ = await withSnapshotFiles(.standard, environment: ["VELLUM_SNAPSHOT_DIR": moved.path]) {
      verifySnapshot(
        of: Text("Hi"), as: .html, named: "greeting card", filePath: package.testFile,
        function: #function)
    }
    let file = moved.appendingPathComponent(
      "FlowTests/anExplicitNameWinsAndTheFolderCanBeMoved.greeting-card.html")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test func twoUnnamedAssertionsOfOneTestMustBeNamed() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let first = await withSnapshotFiles(.standard, environment: [:]) {
      verifySnapshot(
        of: Text("A"), as: .text, filePath: package.testFile, function: "clash()", line: 10)
    }
    let second = await withSnapshotFiles(.standard, environment: [:]) {
      verifySnapshot(
        of: Text("B"), as: .text, filePath: package.testFile, function: "clash()", line: 11)
    }
    #expect(first?.hasPrefix("recorded") == true)
    #expect(second?.hasPrefix("another assertion of this test (line 10) already uses") == true)
  }

  @Test func aFailedWriteLeavesNoFileBehind() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let failing = SnapshotFiles { data, url in
      try data.prefix(3).write(to: url)
      throw CocoaError(.fileWriteOutOfSpace)
    }
    let message = await withSnapshotFiles(failing, environment: [:]) {
      verifySnapshot(of: Text("Hi"), as: .text, filePath: package.testFile, function: "full()")
    }
    #expect(message?.hasPrefix("could not write ") == true)
    #expect(message?.hasSuffix("; nothing was written") == true)
    #expect(package.files().isEmpty)
  }

  @Test func aMismatchReportsADiffAndBothPaths() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let artifacts = package.root.appendingPathComponent("artifacts")
    let environment = ["VELLUM_ARTIFACTS": artifacts.path]
    _ = await withSnapshotFiles(.standard, environment: environment) {
      verifySnapshot(
        of: VStack {
          Text("Total")
          Text("42")
        }, as: .text, filePath: package.testFile,
        function: "total()", line: 1)
    }
    let message = await withSnapshotFiles(.standard, environment: environment) {
      verifySnapshot(
        of: VStack {
          Text("Total")
          Text("43")
        }, as: .text, filePath: package.testFile,
        function: "total()", line: 1)
    }
    let expected = [
      "snapshot does not match its reference.",
      "@@ line 1 @@",
      "                        Total",
      "-                        42",
      "+                        43",
      "                          ^",
      "  ",
      "",
      "reference: " + package.snapshots.appendingPathComponent("total.txt").path,
      "actual:    " + artifacts.appendingPathComponent("FlowTests/total.txt").path,
    ]
    #expect(message == expected.joined(separator: "\n"))
    #expect(
      try String(
        contentsOf: artifacts.appendingPathComponent("FlowTests/total.txt"), encoding: .utf8)
        == "                      Total\n                       43\n")
  }

  @Test func diffsShowTrailingSpacesAndChangedCharacters() {
    let diff = LineDiff(reference: "one\ntwo  \nthree\n", actual: "one\ntwo\nthrice\n")
    let expected = [
      "@@ line 1 @@", "  one", "- two··", "+ two", "     ^", "- three", "+ thrice", "     ^^^",
      "  ",
    ]
    #expect(diff.unified() == expected.joined(separator: "\n"))
  }
}
