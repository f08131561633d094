import Testing
import XCTest

/// The test framework a failure goes to.
public enum TestFramework: String, Sendable {
  /// Swift Testing (`Issue.record`).
  case swiftTesting
  /// XCTest (`XCTFail`).
  case xcTest

  /// The framework running the current test: Swift Testing when it has a current test.
  static var current: TestFramework { Test.current != nil ? .swiftTesting : .xcTest }
}
