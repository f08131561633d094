import Testing
import VellumExplorer

extension Exploration {
  /// Records an issue for each finding, with the Swift that reproduces it, in the test that
  /// calls it; throws when there are findings, so the test stops there.
  ///
  /// ```swift
  /// try await ViewHost(ContentView()).explore(depth: 3).assertNoFindings()
  /// ```
  public func assertNoFindings(sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard !findings.isEmpty else { return }
    for finding in findings {
      Issue.record(Comment(rawValue: finding.description), sourceLocation: sourceLocation)
    }
    throw FindingsError(count: findings.count)
  }

  /// The error ``assertNoFindings(sourceLocation:)`` throws.
  public struct FindingsError: Error, CustomStringConvertible {
    /// How many findings there were.
    public let count: Int
    /// How many problems were found, in words.
    public var description: String { "the exploration found \(count) problem(s)" }
  }
}
