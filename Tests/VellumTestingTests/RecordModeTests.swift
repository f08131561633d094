import Foundation
import Testing
import Vellum
import VellumSnapshots
import VellumTesting

@MainActor
@Suite struct RecordModeTests {
  private let view = VStack {
    Text("Hello")
    Button("Save") {}
  }

  private func verify(
    _ package: TemporaryPackage, record: SnapshotRecordMode? = nil, text: String = "Hello",
    environment: [String: String] = [:]
  ) async -> String? {
    await withSnapshotFiles(.standard, environment: environment) {
      verifySnapshot(
        of: Text(text), as: .text, record: record, filePath: package.testFile,
        function: "greeting()", line: 1)
    }
  }

  @Test func missingRecordsANewReferenceAndFailsOnce() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let first = await verify(package)
    #expect(first?.hasPrefix("recorded a new snapshot at ") == true)
    #expect(package.contents("greeting.txt") == "                      Hello\n")
    #expect(await verify(package) == nil)
  }

  @Test func neverWritesNothingAndSaysHowToRecord() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let message = await verify(package, record: .never)
    #expect(message?.contains("no reference snapshot at ") == true)
    #expect(message?.contains("VELLUM_RECORD=missing") == true)
    #expect(package.files().isEmpty)
  }

  @Test func onCIOnlyVellumRecordCanWrite() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let refused = await verify(package, record: .all, environment: ["CI": "true"])
    #expect(refused?.contains("On CI nothing is recorded unless VELLUM_RECORD says so") == true)
    #expect(package.files().isEmpty)
    let allowed = await verify(
      package, environment: ["CI": "true", "VELLUM_RECORD": "missing"])
    #expect(allowed?.hasPrefix("recorded a new snapshot") == true)
    #expect(package.files() == ["greeting.txt"])
  }

  @Test func allRewritesEvenMatchingReferences() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    _ = await verify(package)
    let message = await verify(package, record: .all)
    #expect(message?.hasPrefix("record mode is all: re-recorded") == true, "\(message ?? "nil")")
  }

  @Test func failedRecordsTheActualOutputOfAMismatch() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    _ = await verify(package)
    let message = await verify(package, record: .failed, text: "Goodbye")
    #expect(message?.contains("recorded the actual output as the new reference") == true)
    #expect(package.contents("greeting.txt") == "                     Goodbye\n")
    #expect(await verify(package, text: "Goodbye") == nil)
  }

  @Test func theEnvironmentChoosesTheModeWhenNothingElseDoes() {
    #expect(SnapshotRecordMode.resolve(explicit: nil, environment: [:]) == .missing)
    #expect(
      SnapshotRecordMode.resolve(explicit: nil, environment: ["VELLUM_RECORD": "failed"]) == .failed
    )
    #expect(
      SnapshotRecordMode.resolve(explicit: .never, environment: ["VELLUM_RECORD": "all"]) == .never)
    #expect(SnapshotRecordMode.resolve(explicit: .all, environment: ["CI": "1"]) == .never)
    #expect(
      SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "1", "VELLUM_RECORD": "1"])
        == .all)
  }

  @Test func aScopedHelperSetsTheMode() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    _ = await verify(package)
    let message = await withSnapshotRecording(.all) { await verify(package) }
    #expect(message?.hasPrefix("record mode is all") == true)
  }

  @Test(.snapshots(record: .never)) func aTraitSetsTheMode() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    #expect(await verify(package)?.contains("no reference snapshot") == true)
  }
}
