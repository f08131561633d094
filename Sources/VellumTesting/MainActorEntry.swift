import Foundation
import VellumCombine

/// Runs an assertion's `body` on the main actor when it is called on the main thread, as a
/// synchronous XCTest method is (XCTest on Linux runs test methods there, outside any actor,
/// and traps on a `@MainActor` one); called from another thread, records a failure that says
/// where to call it from instead of trapping.
///
/// ```swift
/// onTheMainActor("assertSnapshot", fileID: fileID, filePath: filePath, line: line, column: column) {
///   …
/// }
/// ```
nonisolated func onTheMainActor(
  _ assertion: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
  _ body: @MainActor () throws -> Void
) {
  if let problem = offMainThreadProblem(assertion) {
    recordIssue(problem, fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  do {
    try MainActor.assumeIsolated(body)
  } catch {
    recordIssue(
      "\(assertion) failed: \(error)", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// Why `assertion` cannot run here, when it is called off the main thread; `nil` on it.
nonisolated func offMainThreadProblem(_ assertion: String) -> String? {
  // The main queue's work runs on the main actor even where it is not the main thread (Swift
  // Testing's `@MainActor` tests on Linux).
  guard !MainQueue.isCurrent else { return nil }
  return "\(assertion) was called off the main thread: views and hosts live on the main actor; "
    + "call it from a test method (XCTest runs them on the main thread) or a @MainActor function"
}
