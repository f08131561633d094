import Foundation
import Testing
import Vellum
import XCTest

@testable import VellumTesting

/// The failures of a snapshot assertion, with the framework each went to.
final class FailureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(TestFramework, String)] = []

  func add(_ framework: TestFramework, _ message: String) {
    lock.lock()
    entries.append((framework, message))
    lock.unlock()
  }

  var frameworks: [TestFramework] {
    lock.lock()
    defer { lock.unlock() }
    return entries.map(\.0)
  }
}

@MainActor
@Suite struct SwiftTestingReportingTests {
  @Test func failuresGoToSwiftTestingWhenItRunsTheTest() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let log = FailureLog()
    await withSnapshotFiles(.standard, environment: ["CI": "1"]) {
      await withSnapshotFailures(log.add) {
        assertSnapshot(
          of: Text("Hi"), as: .text, filePath: StaticString(stringLiteral: "/dev/null/X.swift"))
      }
    }
    #expect(log.frameworks == [.swiftTesting])
  }

  @Test func aRealFailureIsRecordedAsAnIssue() async throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    await withKnownIssue {
      await withSnapshotFiles(.standard, environment: ["CI": "1"]) {
        assertSnapshot(of: Text("Hi"), as: .text, named: "never-recorded")
      }
    }
  }
}

final class XCTestReportingTests: XCTestCase {
  @MainActor
  func testFailuresGoToXCTestWhenItRunsTheTest() async throws {
    let log = FailureLog()
    await withSnapshotFiles(.standard, environment: ["CI": "1"]) {
      await withSnapshotFailures(log.add) {
        assertSnapshot(
          of: Text("Hi"), as: .text, filePath: StaticString(stringLiteral: "/dev/null/X.swift"))
      }
    }
    XCTAssertEqual(log.frameworks, [.xcTest])
  }

  @MainActor
  func testAMatchingSnapshotPassesUnderXCTest() {
    assertSnapshot(of: Text("Hello from XCTest"), as: .text)
  }
}

private struct RememberMe: View {
  @State private var isOn = false
  var body: some View { Toggle("Remember Me", isOn: $isOn) }
}

/// What a check found on another thread.
private final class ProblemFinder: @unchecked Sendable {
  var problem: String?
}

/// Assertions called as users write XCTest methods: synchronous and nonisolated (XCTest on
/// Linux runs them on the main thread, and traps on some `@MainActor` forms), with the view
/// made in the call.
final class SynchronousXCTestTests: XCTestCase {
  func testAssertSnapshotFromAPlainSynchronousMethod() {
    assertSnapshot(of: ViewHost(Text("Hello from a plain XCTest method")), as: .text)
  }

  func testAStoryboardFromAPlainSynchronousMethod() {
    assertSnapshots(of: ViewHost(RememberMe()), steps: [.toggle("Remember Me")])
  }

  func testAssertAccessibleFromAPlainSynchronousMethod() {
    assertAccessible(Button("Save") {})
  }

  func testCalledOffTheMainThreadItExplainsWhereToCallItFrom() {
    XCTAssertNil(offMainThreadProblem("assertSnapshot"))
    // A thread of its own: a synchronous dispatch may run on the calling thread.
    let finder = ProblemFinder()
    let done = DispatchSemaphore(value: 0)
    Thread {
      finder.problem = offMainThreadProblem("assertSnapshot")
      done.signal()
    }.start()
    done.wait()
    XCTAssertEqual(
      finder.problem,
      "assertSnapshot was called off the main thread: views and hosts live on the main actor; "
        + "call it from a test method (XCTest runs them on the main thread) or a @MainActor "
        + "function")
  }
}

/// `.html` snapshots are laid out one element per line (they were one long line for most
/// screens, so a diff could not show the changed element).
@Suite struct IndentedHTMLTests {
  @Test func elementsAreIndentedAndShortOnesStayOnOneLine() {
    let html =
      #"<div class="vstack"><span class="text">Hi</span><input class="text-field" value="a">"#
      + #"<div class="row"><button class="button"><span class="text">Go</span></button></div>"#
      + #"<div class="spacer"></div></div>"#
    #expect(
      IndentedHTML.format(html) == """
        <div class="vstack">
          <span class="text">Hi</span>
          <input class="text-field" value="a">
          <div class="row">
            <button class="button">
              <span class="text">Go</span>
            </button>
          </div>
          <div class="spacer"></div>
        </div>

        """)
  }

  @Test func onlyTheLayoutChanges() {
    let html = #"<ul class="group"><li class="row">a &lt; b</li></ul><svg><path d="M0 0"/></svg>"#
    let formatted = IndentedHTML.format(html)
    let compact = formatted.split(separator: "\n").map { $0.drop { $0 == " " } }.joined()
    #expect(compact == html)
  }
}
