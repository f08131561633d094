import Testing
import XCTest

/// Reports a snapshot failure to whichever framework is running the test: an issue in Swift
/// Testing, `XCTFail` in XCTest (or to a sink installed with `withSnapshotFailures`).
func recordIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let framework = TestFramework.current
  if let sink = SnapshotContext.failureSink {
    sink(framework, message)
    return
  }
  switch framework {
  case .swiftTesting:
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: String(describing: fileID), filePath: String(describing: filePath),
        line: Int(line), column: Int(column)))
  case .xcTest:
    XCTFail(message, file: filePath, line: line)
  }
}
