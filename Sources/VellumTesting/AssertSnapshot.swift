import Foundation
import Vellum
import VellumSnapshots

/// Asserts that a snapshot of `value` matches its reference file, recording it per the record
/// mode. Works under Swift Testing and XCTest; the file is named after the test function (and the
/// arguments of a parameterized test) and `name`, never a counter. Callable from a synchronous,
/// nonisolated XCTest method: `value` is made on the main actor, where the method runs.
///
/// ```swift
/// @Test func tappingRememberMeTurnsItOn() throws {
///   let host = ViewHost(ContentView())
///   try host.tap("Remember Me")
///   assertSnapshot(of: host, as: .text)
///   assertSnapshot(of: host, as: .patches)
/// }
///
/// func testTheFirstScreen() {   // in an XCTestCase
///   assertSnapshot(of: ViewHost(ContentView()), as: .text)
/// }
/// ```
///
/// - Parameters:
///   - value: What to snapshot: a view, a host, or anything a strategy takes.
///   - strategy: How to turn it into text (`.text`, `.html`, `.tree`, `.patches`, your own).
///   - name: A name to tell several snapshots of one test apart.
///   - record: The record mode; on CI only `VELLUM_RECORD` can make anything be written.
public nonisolated func assertSnapshot<Value>(
  of value: @autoclosure @MainActor () throws -> Value, as strategy: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  onTheMainActor(
    "assertSnapshot", fileID: fileID, filePath: filePath, line: line, column: column
  ) {
    let failure = verifySnapshot(
      of: try value(), as: strategy, named: name, record: record, filePath: "\(filePath)",
      function: function, line: line)
    if let failure {
      recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// Compares a snapshot of `value` with its reference like ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``
/// and returns the failure message instead of reporting it (`nil` when it matches).
///
/// ```swift
/// #expect(verifySnapshot(of: host, as: .text, filePath: #filePath, function: #function) == nil)
/// ```
@MainActor
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotRecordMode? = nil, filePath: String,
  function: String, line: UInt = #line
) -> String? {
  let environment = SnapshotContext.variables
  let mode = SnapshotRecordMode.resolve(
    explicit: record ?? SnapshotContext.recordMode, environment: environment)
  let location = SnapshotLocation(
    filePath: filePath, test: TestName.current(function: function), name: name,
    pathExtension: strategy.pathExtension, environment: environment)
  if let clash = SnapshotClaims.shared.claim(location.file.path, line: line) {
    return "another assertion of this test (line \(clash)) already uses \(location.file.path); "
      + "give one of them a distinct `named:`"
  }
  let actual: String
  do {
    actual = try strategy.snapshot(value())
  } catch {
    return "could not make the snapshot: \(error)"
  }
  return SnapshotComparison(
    location: location, actual: actual, mode: mode, files: SnapshotContext.files,
    isCI: environment["CI"] != nil
  ).run()
}

/// Which reference file each assertion line uses, so two unnamed assertions of one test cannot
/// silently share a file.
final class SnapshotClaims: @unchecked Sendable {
  static let shared = SnapshotClaims()
  private let lock = NSLock()
  private var lines: [String: UInt] = [:]

  /// Claims `path` for the assertion at `line`; returns the other line when one holds it.
  func claim(_ path: String, line: UInt) -> UInt? {
    lock.lock()
    defer { lock.unlock() }
    if let owner = lines[path], owner != line { return owner }
    lines[path] = line
    return nil
  }
}

/// Asserts one snapshot of `view` per variant: each mounted in its variant and compared with
/// its own reference, named `name.variant` (or the variant's name), so a screen's light, dark,
/// large-text and right-to-left renderings sit side by side in the snapshot folder.
///
/// ```swift
/// assertSnapshot(of: SettingsView(), as: .html, variants: [.light, .dark, .rightToLeft])
/// ```
public nonisolated func assertSnapshot<V: View>(
  of view: @autoclosure @MainActor () -> V, as strategy: Snapshotting<ViewHost>,
  variants: [Variant], named name: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  onTheMainActor(
    "assertSnapshot", fileID: fileID, filePath: filePath, line: line, column: column
  ) {
    for variant in variants {
      let failure = verifySnapshot(
        of: ViewHost(view(), variant: variant), as: strategy,
        named: name.map { $0 + "." + variant.name } ?? variant.name, record: record,
        filePath: "\(filePath)", function: function, line: line)
      if let failure {
        recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    }
  }
}

/// Fails the test with the findings of an accessibility audit of `view` in each variant
/// (light and dark by default), one issue per finding, located at the call.
///
/// ```swift
/// assertAccessible(SettingsView())
/// ```
public nonisolated func assertAccessible<V: View>(
  _ view: @autoclosure @MainActor () -> V, variants: [Variant] = [.light, .dark],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  onTheMainActor(
    "assertAccessible", fileID: fileID, filePath: filePath, line: line, column: column
  ) {
    for variant in variants {
      for finding in ViewHost(view(), variant: variant).accessibilityAudit() {
        recordIssue(
          "accessibility (\(variant.name)): \(finding)", fileID: fileID, filePath: filePath,
          line: line, column: column)
      }
    }
  }
}
